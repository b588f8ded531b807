/**
 * The side menu: home, the resources the role may list (from the resource registry, asked of
 * the permission table) and the backup status if it may see it, the account, the information
 * pages, and under the menu the release label (package.json's version).
 */
import BackupIcon from '@mui/icons-material/Backup';
import ContactMailIcon from '@mui/icons-material/ContactMail';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import GavelIcon from '@mui/icons-material/Gavel';
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import HomeIcon from '@mui/icons-material/Home';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import NewReleasesIcon from '@mui/icons-material/NewReleases';
import PrivacyTipIcon from '@mui/icons-material/PrivacyTip';
import QuestionAnswerIcon from '@mui/icons-material/QuestionAnswer';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography, { typographyClasses } from '@mui/material/Typography';
import { memo } from 'react';
import { Menu, MenuItemLinkClasses, useSidebarState, useTranslate } from 'react-admin';
import { PathLocation } from '../framework/PathLocation';
import { useResourceRegistry } from '../framework/ResourceConfigContext';
import { MenuEntry, ResourceMenuItem, menuResources } from '../framework/ResourceMenuItem';
import { useRoleAllows } from '../framework/useRoleAllows';

const INFO_PAGES = [
  { to: '/faq', label: 'info.faq', icon: <QuestionAnswerIcon /> },
  { to: '/help', label: 'info.help', icon: <HelpOutlineIcon /> },
  { to: '/contact', label: 'info.contact', icon: <ContactMailIcon /> },
  { to: '/changelog', label: 'info.changelog', icon: <NewReleasesIcon /> },
  { to: '/privacy-policy', label: 'info.privacyPolicy', icon: <PrivacyTipIcon /> },
  { to: '/terms', label: 'info.terms', icon: <GavelIcon /> },
];

/**
 * An entry's label wraps onto a second line rather than end in an ellipsis ("Frequently asked
 * qu…" at the menu's 240 px), while the menu is open; closed, it shows the icons alone.
 */
const WHOLE_LABELS = {
  [`& .${MenuItemLinkClasses.root} .${typographyClasses.noWrap}`]: { whiteSpace: 'normal' },
};

/** "wersja 1.12.0", while the menu is open wide enough to show text. */
function ReleaseLabel() {
  const translate = useTranslate();
  const [open] = useSidebarState();
  if (!open) return null;
  return (
    <Typography
      variant="caption"
      color="text.secondary"
      component="p"
      data-testid="app-version"
      sx={{ px: 2, py: 1 }}
    >
      {translate('info.version', { version: __APP_VERSION__ })}
    </Typography>
  );
}

/** The backup status: the central administrator's, beside the other administration entries. */
function BackupsMenuItem() {
  if (!useRoleAllows('backups', 'show')) return null;
  return <MenuEntry to="/backups" primaryText="registry.backups.title" leftIcon={<BackupIcon />} />;
}

/**
 * Drawn again when the sidebar opens or closes, the language changes or the path changes, not
 * when a list's page, sort or filters change the address's query (PathLocation).
 */
export const RegistryMenu = memo(function RegistryMenu() {
  const resources = useResourceRegistry();
  const [open] = useSidebarState();
  const translate = useTranslate();
  return (
    <PathLocation>
      {/* A navigation landmark around react-admin's menu list, which has none of its own. */}
      <Box component="nav" aria-label={translate('registry.menu.navigation')}>
        <Menu sx={open ? WHOLE_LABELS : undefined}>
          <MenuEntry to="/" primaryText="registry.menu.home" leftIcon={<HomeIcon />} />
          {menuResources(resources).map((resource) => (
            <ResourceMenuItem key={resource.name} config={resource} />
          ))}
          <BackupsMenuItem />
          {/* Every role may export pseudonymised data within its scope. */}
          <MenuEntry
            to="/export"
            primaryText="registry.export.title"
            leftIcon={<FileDownloadIcon />}
          />
          {/* Every role sees the data-quality report of its own scope. */}
          <MenuEntry
            to="/quality"
            primaryText="registry.quality.title"
            leftIcon={<FactCheckIcon />}
          />
          <MenuEntry
            to="/account"
            primaryText="registry.menu.account"
            leftIcon={<ManageAccountsIcon />}
          />
          <Divider component="li" />
          {INFO_PAGES.map((page) => (
            <MenuEntry key={page.to} to={page.to} primaryText={page.label} leftIcon={page.icon} />
          ))}
        </Menu>
      </Box>
      <ReleaseLabel />
    </PathLocation>
  );
});
