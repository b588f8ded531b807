/** The frame of the pages shown to signed-out users: the app name, a language switch, a card. */
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { LanguageSwitch } from './LanguageSwitch';

export function GuestCard({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'grey.100',
        p: 2,
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 420 }}>
        <CardContent>
          <Box
            sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 2 }}
          >
            <Box>
              <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
                {translate('registry.app.name')}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {translate('registry.app.tagline')}
              </Typography>
            </Box>
            <LanguageSwitch />
          </Box>
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}
