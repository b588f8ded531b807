/** /faq: the questions hospital staff ask, by topic; each answer opens under its question. */
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { HOME_CRUMB, PageHeader } from '../../components/PageHeader';
import { FAQ } from './content/faq';
import { Blocks, InfoArticle, useLocalized } from './InfoBlocks';

export function FaqPage() {
  const faq = useLocalized(FAQ);
  return (
    <InfoArticle>
      <PageHeader title="info.faq" crumbs={[HOME_CRUMB]} />
      <Typography sx={{ mb: 3 }}>{faq.intro}</Typography>
      {faq.topics.map((topic) => (
        <Box component="section" key={topic.id} aria-labelledby={topic.id} sx={{ mb: 3 }}>
          <Typography id={topic.id} variant="h6" component="h2" sx={{ mb: 1 }}>
            {topic.heading}
          </Typography>
          {topic.questions.map((question) => (
            <Accordion key={question.id} disableGutters>
              <AccordionSummary
                id={`${question.id}-question`}
                aria-controls={`${question.id}-answer`}
                expandIcon={<ExpandMoreIcon />}
              >
                <Typography sx={{ fontWeight: 500 }}>{question.question}</Typography>
              </AccordionSummary>
              <AccordionDetails>
                <Blocks blocks={question.answer} />
              </AccordionDetails>
            </Accordion>
          ))}
        </Box>
      ))}
    </InfoArticle>
  );
}
