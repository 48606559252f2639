/** pt-BR texts of features/edit-user (README "Texts"). */
export const messages = {
  'editUser.title': 'Editar usuário',
  'editUser.name': 'Nome',
  'editUser.active': 'Usuário ativo',
  'editUser.cancel': 'Cancelar',
  'editUser.save': 'Salvar',
  'editUser.saved': 'Usuário salvo',
};
