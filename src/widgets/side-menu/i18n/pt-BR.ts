/** pt-BR texts of widgets/side-menu (README "Texts"). */
export const messages = {
  // Shell: side menu and global page search (spec §2 Shell, §5)
  'shell.sideMenu.label': 'Menu principal',
  'shell.sideMenu.open': 'Abrir menu',
  'shell.sideMenu.close': 'Fechar menu',
  'shell.sideMenu.new': 'Novo',
  'shell.sideMenu.maintenanceGroup': 'Em manutenção',
  'shell.sideMenu.moduleMaintenance': 'Módulo {module} em manutenção',
};
