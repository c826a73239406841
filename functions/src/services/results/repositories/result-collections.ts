// The collections of results: assessment_results/{id} with its answers/{questionId}, and the pointers
// latest_results/{participantId}__{assessmentId}. Named once for every repository that reads them.
