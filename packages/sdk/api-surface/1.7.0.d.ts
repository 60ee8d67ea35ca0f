// The Cadence API's public surface (the tRPC router as a client sees it).
// Generated from the API's AppRouter by `pnpm --filter @cadence/sdk surface:update`: do not edit by hand.
import type { TRPCBuiltRouter, TRPCMutationProcedure, TRPCQueryProcedure } from '@trpc/server';

/** The shape of every error the API answers with (`error.shape`; `error.data.httpStatus`). */
export type ApiErrorShape = {
  code: -32001 | -32002 | -32003 | -32004 | -32005 | -32008 | -32009 | -32012 | -32013 | -32015 | -32022 | -32028 | -32029 | -32099 | -32600 | -32603 | -32700;
  data: {
    code: "BAD_GATEWAY" | "BAD_REQUEST" | "CLIENT_CLOSED_REQUEST" | "CONFLICT" | "FORBIDDEN" | "GATEWAY_TIMEOUT" | "INTERNAL_SERVER_ERROR" | "METHOD_NOT_SUPPORTED" | "NOT_FOUND" | "NOT_IMPLEMENTED" | "PARSE_ERROR" | "PAYLOAD_TOO_LARGE" | "PAYMENT_REQUIRED" | "PRECONDITION_FAILED" | "PRECONDITION_REQUIRED" | "SERVICE_UNAVAILABLE" | "TIMEOUT" | "TOO_MANY_REQUESTS" | "UNAUTHORIZED" | "UNPROCESSABLE_CONTENT" | "UNSUPPORTED_MEDIA_TYPE";
    httpStatus: number;
    path?: string;
  };
  message: string;
};

/** The procedures' record: `client.<namespace>.<procedure>`. */
export type ApiProcedures = {
  account: {
    /** `account.clinicianSummary` (mutation) */
    clinicianSummary: TRPCMutationProcedure<{
      input: {
        from?: string;
        to?: string;
      };
      output: {
        content: string;
        contentType: string;
        encoding: "base64" | "utf8";
        filename: string;
      };
      meta: object;
    }>;
    /** `account.deleteAll` (mutation) */
    deleteAll: TRPCMutationProcedure<{
      input: void;
      output: {
        deleted: true;
      };
      meta: object;
    }>;
    /** `account.export` (mutation) */
    export: TRPCMutationProcedure<{
      input: {
        format?: "csv" | "json";
      };
      output: {
        content: string;
        contentType: string;
        encoding: "base64" | "utf8";
        filename: string;
      };
      meta: object;
    }>;
    /** `account.import` (mutation) */
    import: TRPCMutationProcedure<{
      input: unknown;
      output: {
        customCategories: string[];
        id: string;
        location: string;
        name: string;
        personalizedProfile: {
          [key: string]: string[];
        } | null;
        programName: string;
        recommendations: {
          category: string;
          description: string;
          frequency: string;
          title: string;
        }[];
      };
      meta: object;
    }>;
  };
  logs: {
    /** `logs.get` (query) */
    get: TRPCQueryProcedure<{
      input: {
        date: string;
      };
      output: {
        completed: {
          mindfulness: boolean;
          movement: boolean;
          nutrition: boolean;
          supplement: boolean;
        };
        date: string;
        dayMark?: "rest" | "sick" | null;
        energy?: number | null;
        id: string;
        llmExtract: string | {
          energy?: number | string;
          mood?: number | string;
          pain?: number | string;
          symptoms: string[];
        } | null;
        mood: string;
        notes: string;
        reading?: {
          effects: {
            helped: boolean;
            intents: string[];
            what: string;
          }[];
          energy: number | string | null;
          medicines: {
            kind: "herb" | "medication" | "supplement";
            medicationClass: string | null;
            name: string;
            words: string;
          }[];
          misses: {
            intents: string[];
            what: string;
          }[];
          mood: number | string | null;
          pain: number | string | null;
          redFlags: {
            category: string;
            confidence: number;
            phrase?: string;
            source: "coach_model" | "model" | "rule";
            title?: string;
          }[];
          sentences: string[];
          symptoms: {
            atNight: boolean;
            easing: boolean;
            negated: boolean;
            sentence: number;
            severity: "mild" | "severe" | null;
            subject: "other" | "self";
            symptom: "anxiety" | "bloating" | "cramps" | "cravings" | "fatigue" | "headache" | "irritability" | "nausea" | "stiffness" | "stress" | ("back pain") | ("brain fog") | ("digestive upset") | ("hip pain") | ("hot flushes") | ("joint pain") | ("knee pain") | ("low mood") | ("neck pain") | ("night sweats") | ("poor sleep") | ("shoulder pain");
            when: "now" | "resolved";
            words: string;
          }[];
          topics: {
            negated: boolean;
            sentence: number;
            topic: "anxiety" | "cycle" | "digestion" | "energy" | "injury" | "mobility" | "mood" | "sleep" | "stress";
            words: string;
          }[];
          unread: ("other_language" | "pasted_list" | "too_long")[];
          version: number;
        } | null;
        skippedRoutineIds?: string[];
        subtasks: {
          [key: string]: {
            [key: string]: boolean;
          };
        };
        transcript: string;
        userId: string;
      } | null;
      meta: object;
    }>;
    /** `logs.list` (query) */
    list: TRPCQueryProcedure<{
      input: void;
      output: {
        completed: {
          mindfulness: boolean;
          movement: boolean;
          nutrition: boolean;
          supplement: boolean;
        };
        date: string;
        dayMark?: "rest" | "sick" | null;
        energy?: number | null;
        id: string;
        llmExtract: string | {
          energy?: number | string;
          mood?: number | string;
          pain?: number | string;
          symptoms: string[];
        } | null;
        mood: string;
        notes: string;
        reading?: {
          effects: {
            helped: boolean;
            intents: string[];
            what: string;
          }[];
          energy: number | string | null;
          medicines: {
            kind: "herb" | "medication" | "supplement";
            medicationClass: string | null;
            name: string;
            words: string;
          }[];
          misses: {
            intents: string[];
            what: string;
          }[];
          mood: number | string | null;
          pain: number | string | null;
          redFlags: {
            category: string;
            confidence: number;
            phrase?: string;
            source: "coach_model" | "model" | "rule";
            title?: string;
          }[];
          sentences: string[];
          symptoms: {
            atNight: boolean;
            easing: boolean;
            negated: boolean;
            sentence: number;
            severity: "mild" | "severe" | null;
            subject: "other" | "self";
            symptom: "anxiety" | "bloating" | "cramps" | "cravings" | "fatigue" | "headache" | "irritability" | "nausea" | "stiffness" | "stress" | ("back pain") | ("brain fog") | ("digestive upset") | ("hip pain") | ("hot flushes") | ("joint pain") | ("knee pain") | ("low mood") | ("neck pain") | ("night sweats") | ("poor sleep") | ("shoulder pain");
            when: "now" | "resolved";
            words: string;
          }[];
          topics: {
            negated: boolean;
            sentence: number;
            topic: "anxiety" | "cycle" | "digestion" | "energy" | "injury" | "mobility" | "mood" | "sleep" | "stress";
            words: string;
          }[];
          unread: ("other_language" | "pasted_list" | "too_long")[];
          version: number;
        } | null;
        skippedRoutineIds?: string[];
        subtasks: {
          [key: string]: {
            [key: string]: boolean;
          };
        };
        transcript: string;
        userId: string;
      }[];
      meta: object;
    }>;
    /** `logs.patchNotes` (mutation) */
    patchNotes: TRPCMutationProcedure<{
      input: {
        baseNotes?: string;
        date: string;
        notes: string;
      };
      output: {
        completed: {
          mindfulness: boolean;
          movement: boolean;
          nutrition: boolean;
          supplement: boolean;
        };
        date: string;
        dayMark?: "rest" | "sick" | null;
        energy?: number | null;
        id: string;
        llmExtract: string | {
          energy?: number | string;
          mood?: number | string;
          pain?: number | string;
          symptoms: string[];
        } | null;
        mood: string;
        notes: string;
        reading?: {
          effects: {
            helped: boolean;
            intents: string[];
            what: string;
          }[];
          energy: number | string | null;
          medicines: {
            kind: "herb" | "medication" | "supplement";
            medicationClass: string | null;
            name: string;
            words: string;
          }[];
          misses: {
            intents: string[];
            what: string;
          }[];
          mood: number | string | null;
          pain: number | string | null;
          redFlags: {
            category: string;
            confidence: number;
            phrase?: string;
            source: "coach_model" | "model" | "rule";
            title?: string;
          }[];
          sentences: string[];
          symptoms: {
            atNight: boolean;
            easing: boolean;
            negated: boolean;
            sentence: number;
            severity: "mild" | "severe" | null;
            subject: "other" | "self";
            symptom: "anxiety" | "bloating" | "cramps" | "cravings" | "fatigue" | "headache" | "irritability" | "nausea" | "stiffness" | "stress" | ("back pain") | ("brain fog") | ("digestive upset") | ("hip pain") | ("hot flushes") | ("joint pain") | ("knee pain") | ("low mood") | ("neck pain") | ("night sweats") | ("poor sleep") | ("shoulder pain");
            when: "now" | "resolved";
            words: string;
          }[];
          topics: {
            negated: boolean;
            sentence: number;
            topic: "anxiety" | "cycle" | "digestion" | "energy" | "injury" | "mobility" | "mood" | "sleep" | "stress";
            words: string;
          }[];
          unread: ("other_language" | "pasted_list" | "too_long")[];
          version: number;
        } | null;
        skippedRoutineIds?: string[];
        subtasks: {
          [key: string]: {
            [key: string]: boolean;
          };
        };
        transcript: string;
        userId: string;
      };
      meta: object;
    }>;
    /** `logs.save` (mutation) */
    save: TRPCMutationProcedure<{
      input: {
        completed?: {
          mindfulness?: boolean;
          movement?: boolean;
          nutrition?: boolean;
          supplement?: boolean;
        };
        date: string;
        dayMark?: "rest" | "sick" | null;
        energy?: number | null;
        mood?: string;
        notes?: string;
        skippedRoutineIds?: string[];
        subtasks?: {
          [key: string]: {
            [key: string]: boolean;
          };
        };
        transcript?: string;
      };
      output: {
        completed: {
          mindfulness: boolean;
          movement: boolean;
          nutrition: boolean;
          supplement: boolean;
        };
        date: string;
        dayMark?: "rest" | "sick" | null;
        energy?: number | null;
        id: string;
        llmExtract: string | {
          energy?: number | string;
          mood?: number | string;
          pain?: number | string;
          symptoms: string[];
        } | null;
        mood: string;
        notes: string;
        reading?: {
          effects: {
            helped: boolean;
            intents: string[];
            what: string;
          }[];
          energy: number | string | null;
          medicines: {
            kind: "herb" | "medication" | "supplement";
            medicationClass: string | null;
            name: string;
            words: string;
          }[];
          misses: {
            intents: string[];
            what: string;
          }[];
          mood: number | string | null;
          pain: number | string | null;
          redFlags: {
            category: string;
            confidence: number;
            phrase?: string;
            source: "coach_model" | "model" | "rule";
            title?: string;
          }[];
          sentences: string[];
          symptoms: {
            atNight: boolean;
            easing: boolean;
            negated: boolean;
            sentence: number;
            severity: "mild" | "severe" | null;
            subject: "other" | "self";
            symptom: "anxiety" | "bloating" | "cramps" | "cravings" | "fatigue" | "headache" | "irritability" | "nausea" | "stiffness" | "stress" | ("back pain") | ("brain fog") | ("digestive upset") | ("hip pain") | ("hot flushes") | ("joint pain") | ("knee pain") | ("low mood") | ("neck pain") | ("night sweats") | ("poor sleep") | ("shoulder pain");
            when: "now" | "resolved";
            words: string;
          }[];
          topics: {
            negated: boolean;
            sentence: number;
            topic: "anxiety" | "cycle" | "digestion" | "energy" | "injury" | "mobility" | "mood" | "sleep" | "stress";
            words: string;
          }[];
          unread: ("other_language" | "pasted_list" | "too_long")[];
          version: number;
        } | null;
        skippedRoutineIds?: string[];
        subtasks: {
          [key: string]: {
            [key: string]: boolean;
          };
        };
        transcript: string;
        userId: string;
      };
      meta: object;
    }>;
  };
  onboarding: {
    /** `onboarding.complete` (mutation) */
    complete: TRPCMutationProcedure<{
      input: {
        profile: {
          challenges?: string[];
          customChallenge?: string;
          email: string;
          location?: string;
          name: string;
        };
        routines: {
          frequency?: "as_needed" | "daily" | "weekly";
          included?: boolean;
          label: string;
          subtasks?: {
            description?: string;
            name: string;
          }[];
          type?: "mindfulness" | "movement" | "nutrition" | "other" | "supplement";
        }[];
      };
      output: {
        userId: string;
      };
      meta: object;
    }>;
    /** `onboarding.generateResetProgram` (mutation) */
    generateResetProgram: TRPCMutationProcedure<{
      input: {
        name: string;
        responses: {
          basic_info?: string;
          current_support?: string;
          hormone_symptoms?: string;
          past_approaches?: string;
          wellness_priorities?: string;
        };
      };
      output: {
        disclaimer: string;
        focusAreas: string[];
        recommendationDetails: {
          category: "mindfulness" | "movement" | "nutrition" | "other" | "supplement";
          description: string;
          frequency: string;
          title: string;
        }[];
        resetProgram: {
          programTitle: string;
          recommendations: string[];
        };
        safety?: {
          action?: string;
          call?: {
            href: string;
            label: string;
            number: string;
          };
          categories?: string[];
          country?: string | null;
          dismissedAt?: string;
          followUp?: "better" | "same" | "worse";
          level: "caution" | "urgent";
          message: string;
          resources: string[];
          said?: string;
          secondaryCall?: {
            href: string;
            label: string;
            number: string;
          };
          steps?: string[];
          title: string;
        };
        success: true;
      };
      meta: object;
    }>;
    /** `onboarding.generateRoutines` (mutation) */
    generateRoutines: TRPCMutationProcedure<{
      input: {
        context: string;
        lifeStage?: "breastfeeding" | "hormonal_contraception" | "irregular_cycles" | "menopause" | "perimenopause" | "prefer_not_to_say" | "pregnant" | "regular_cycles" | null;
        medications?: string;
        pregnancyStatus?: "breastfeeding" | "not_pregnant" | "prefer_not_to_say" | "pregnant" | "trying";
        profile: {
          challenges?: string[];
          customChallenge?: string;
          email: string;
          location?: string;
          name: string;
        };
      };
      output: {
        disclaimer: string;
        routines: {
          frequency: "as_needed" | "daily" | "weekly";
          included: boolean;
          label: string;
          subtasks: {
            description: string;
            name: string;
          }[];
          type: "mindfulness" | "movement" | "nutrition" | "other" | "supplement";
        }[];
        safety?: {
          action?: string;
          call?: {
            href: string;
            label: string;
            number: string;
          };
          categories?: string[];
          country?: string | null;
          dismissedAt?: string;
          followUp?: "better" | "same" | "worse";
          level: "caution" | "urgent";
          message: string;
          resources: string[];
          said?: string;
          secondaryCall?: {
            href: string;
            label: string;
            number: string;
          };
          steps?: string[];
          title: string;
        };
      };
      meta: object;
    }>;
    /** `onboarding.saveLifestyleProfile` (mutation) */
    saveLifestyleProfile: TRPCMutationProcedure<{
      input: {
        chronicIssues?: string[];
        diet?: string[];
        emotionalHealth?: string[];
        mobility?: string[];
        physicalFitness?: string[];
        programName: string;
        recovery?: string[];
      };
      output: {
        chronicIssues: string[];
        diet: string[];
        emotionalHealth: string[];
        id: string;
        mobility: string[];
        physicalFitness: string[];
        programName: string;
        recovery: string[];
        userId: string;
      };
      meta: object;
    }>;
    /** `onboarding.savePersonalizedRecommendations` (mutation) */
    savePersonalizedRecommendations: TRPCMutationProcedure<{
      input: {
        profileId: string;
        recommendations: {
          category: "mindfulness" | "movement" | "nutrition" | "other" | "supplement";
          description?: string;
          frequency?: string;
          title: string;
        }[];
      };
      output: {
        createdAt: string;
        id: string;
        items: {
          category: "mindfulness" | "movement" | "nutrition" | "other" | "supplement";
          description: string;
          frequency: string;
          title: string;
        }[];
        profileId: string;
        screenedOut: {
          supplements: string[];
          title: string;
        }[];
        source: "onboarding";
        userId: string;
      };
      meta: object;
    }>;
    /** `onboarding.saveResponses` (mutation) */
    saveResponses: TRPCMutationProcedure<{
      input: {
        responses: {
          basic_info?: string;
          current_support?: string;
          hormone_symptoms?: string;
          past_approaches?: string;
          wellness_priorities?: string;
        };
      };
      output: {
        id: string;
        responses: {
          basic_info?: string;
          current_support?: string;
          hormone_symptoms?: string;
          past_approaches?: string;
          wellness_priorities?: string;
        };
        safety?: {
          action?: string;
          call?: {
            href: string;
            label: string;
            number: string;
          };
          categories?: string[];
          country?: string | null;
          dismissedAt?: string;
          followUp?: "better" | "same" | "worse";
          level: "caution" | "urgent";
          message: string;
          resources: string[];
          said?: string;
          secondaryCall?: {
            href: string;
            label: string;
            number: string;
          };
          steps?: string[];
          title: string;
        };
        userId: string;
      };
      meta: object;
    }>;
  };
  passkeys: {
    /** `passkeys.createDeviceLink` (mutation) */
    createDeviceLink: TRPCMutationProcedure<{
      input: void;
      output: {
        code: string;
        expiresAt: string;
      };
      meta: object;
    }>;
    /** `passkeys.list` (query) */
    list: TRPCQueryProcedure<{
      input: void;
      output: {
        createdAt: string;
        id: string;
        lastUsedAt: string | null;
        name: string;
      }[];
      meta: object;
    }>;
    /** `passkeys.redeemDeviceLink` (mutation) */
    redeemDeviceLink: TRPCMutationProcedure<{
      input: {
        code: string;
      };
      output: {
        customCategories: string[];
        id: string;
        location: string;
        name: string;
        personalizedProfile: {
          [key: string]: string[];
        } | null;
        programName: string;
        recommendations: {
          category: string;
          description: string;
          frequency: string;
          title: string;
        }[];
      };
      meta: object;
    }>;
    /** `passkeys.register` (mutation) */
    register: TRPCMutationProcedure<{
      input: {
        name?: string;
        response: {
          authenticatorAttachment?: "platform" | ("cross-platform");
          clientExtensionResults?: {
            [key: string]: unknown;
          };
          id: string;
          rawId: string;
          response: {
            [key: string]: number | string | string[];
          };
          type: "public-key";
        };
      };
      output: {
        createdAt: string;
        id: string;
        lastUsedAt: string | null;
        name: string;
      };
      meta: object;
    }>;
    /** `passkeys.registrationOptions` (mutation) */
    registrationOptions: TRPCMutationProcedure<{
      input: void;
      output: {
        attestation?: "direct" | "enterprise" | "indirect" | "none";
        attestationFormats?: ("apple" | "none" | "packed" | "tpm" | ("android-key") | ("android-safetynet") | ("fido-u2f"))[];
        authenticatorSelection?: {
          authenticatorAttachment?: "platform" | ("cross-platform");
          requireResidentKey?: boolean;
          residentKey?: "discouraged" | "preferred" | "required";
          userVerification?: "discouraged" | "preferred" | "required";
        };
        challenge: string;
        excludeCredentials?: {
          id: string;
          transports?: string[];
          type: string;
        }[];
        extensions?: {
          appid?: string;
          credProps?: boolean;
          hmacCreateSecret?: boolean;
          minPinLength?: boolean;
          prf?: {
            eval?: {
              first: {
                buffer: {
                  byteLength: number;
                };
                byteLength: number;
                byteOffset: number;
              } | {
                byteLength: number;
              };
              second?: {
                buffer: {
                  byteLength: number;
                };
                byteLength: number;
                byteOffset: number;
              } | {
                byteLength: number;
              };
            };
            evalByCredential?: {
              [key: string]: {
                first: {
                  buffer: {
                    byteLength: number;
                  };
                  byteLength: number;
                  byteOffset: number;
                } | {
                  byteLength: number;
                };
                second?: {
                  buffer: {
                    byteLength: number;
                  };
                  byteLength: number;
                  byteOffset: number;
                } | {
                  byteLength: number;
                };
              };
            };
          };
        };
        hints?: ("hybrid" | ("client-device") | ("security-key"))[];
        pubKeyCredParams: {
          alg: number;
          type: "public-key";
        }[];
        rp: {
          id?: string;
          name: string;
        };
        timeout?: number;
        user: {
          displayName: string;
          id: string;
          name: string;
        };
      };
      meta: object;
    }>;
    /** `passkeys.remove` (mutation) */
    remove: TRPCMutationProcedure<{
      input: {
        passkeyId: string;
      };
      output: {
        removed: true;
      };
      meta: object;
    }>;
    /** `passkeys.signIn` (mutation) */
    signIn: TRPCMutationProcedure<{
      input: {
        response: {
          authenticatorAttachment?: "platform" | ("cross-platform");
          clientExtensionResults?: {
            [key: string]: unknown;
          };
          id: string;
          rawId: string;
          response: {
            [key: string]: number | string | string[];
          };
          type: "public-key";
        };
      };
      output: {
        customCategories: string[];
        id: string;
        location: string;
        name: string;
        personalizedProfile: {
          [key: string]: string[];
        } | null;
        programName: string;
        recommendations: {
          category: string;
          description: string;
          frequency: string;
          title: string;
        }[];
      };
      meta: object;
    }>;
    /** `passkeys.signInOptions` (mutation) */
    signInOptions: TRPCMutationProcedure<{
      input: void;
      output: {
        allowCredentials?: {
          id: string;
          transports?: string[];
          type: string;
        }[];
        challenge: string;
        extensions?: {
          appid?: string;
          credProps?: boolean;
          hmacCreateSecret?: boolean;
          minPinLength?: boolean;
          prf?: {
            eval?: {
              first: {
                buffer: {
                  byteLength: number;
                };
                byteLength: number;
                byteOffset: number;
              } | {
                byteLength: number;
              };
              second?: {
                buffer: {
                  byteLength: number;
                };
                byteLength: number;
                byteOffset: number;
              } | {
                byteLength: number;
              };
            };
            evalByCredential?: {
              [key: string]: {
                first: {
                  buffer: {
                    byteLength: number;
                  };
                  byteLength: number;
                  byteOffset: number;
                } | {
                  byteLength: number;
                };
                second?: {
                  buffer: {
                    byteLength: number;
                  };
                  byteLength: number;
                  byteOffset: number;
                } | {
                  byteLength: number;
                };
              };
            };
          };
        };
        hints?: ("hybrid" | ("client-device") | ("security-key"))[];
        rpId?: string;
        timeout?: number;
        userVerification?: "discouraged" | "preferred" | "required";
      };
      meta: object;
    }>;
    /** `passkeys.status` (query) */
    status: TRPCQueryProcedure<{
      input: void;
      output: {
        available: boolean;
      };
      meta: object;
    }>;
  };
  plan: {
    /** `plan.adapt` (mutation) */
    adapt: TRPCMutationProcedure<{
      input: {
        inputMode?: "text" | "voice";
        transcript: string;
      };
      output: {
        changed: boolean;
        dailyPlan: {
          adjustments: (string | {
            label: string;
            rationale?: string;
            type?: "add" | "remove" | "soften" | "swap";
          })[];
          checkedIn?: boolean;
          coachNote: string;
          dailyMotivation: {
            message: string;
          };
          date: string;
          disclaimer?: string;
          generatedBy: "llm" | "rules";
          personalizedTip: {
            category: string;
            content: string;
            difficulty: "easy" | "hard" | "medium";
            title: string;
          };
          safety: {
            action?: string;
            call?: {
              href: string;
              label: string;
              number: string;
            };
            categories?: string[];
            country?: string | null;
            dismissedAt?: string;
            followUp?: "better" | "same" | "worse";
            level: "caution" | "urgent";
            message: string;
            resources: string[];
            said?: string;
            secondaryCall?: {
              href: string;
              label: string;
              number: string;
            };
            steps?: string[];
            title: string;
          } | null;
          tasks: {
            category?: "mindfulness" | "movement" | "nutrition" | "other" | "supplement";
            caution?: {
              message: string;
              tier: "avoid" | "caution" | "info" | "unknown";
            };
            heard?: string;
            id?: string;
            label: string;
            notes?: string;
            reasonTag: string;
            routineId?: string;
            source: "adjustment_add" | "manual" | "routine";
            status: "done" | "pending";
          }[];
          updatedAt?: string;
          userId: string;
          version?: number;
        };
        llmExtract: string | {
          energy?: number | string;
          mood?: number | string;
          pain?: number | string;
          symptoms: string[];
        } | null;
        safety: {
          action?: string;
          call?: {
            href: string;
            label: string;
            number: string;
          };
          categories?: string[];
          country?: string | null;
          dismissedAt?: string;
          followUp?: "better" | "same" | "worse";
          level: "caution" | "urgent";
          message: string;
          resources: string[];
          said?: string;
          secondaryCall?: {
            href: string;
            label: string;
            number: string;
          };
          steps?: string[];
          title: string;
        } | null;
      };
      meta: object;
    }>;
    /** `plan.addTask` (mutation) */
    addTask: TRPCMutationProcedure<{
      input: {
        label: string;
        notes?: string;
        source?: "manual";
      };
      output: {
        adjustments: (string | {
          label: string;
          rationale?: string;
          type?: "add" | "remove" | "soften" | "swap";
        })[];
        checkedIn?: boolean;
        coachNote: string;
        dailyMotivation: {
          message: string;
        };
        date: string;
        disclaimer?: string;
        generatedBy: "llm" | "rules";
        personalizedTip: {
          category: string;
          content: string;
          difficulty: "easy" | "hard" | "medium";
          title: string;
        };
        safety: {
          action?: string;
          call?: {
            href: string;
            label: string;
            number: string;
          };
          categories?: string[];
          country?: string | null;
          dismissedAt?: string;
          followUp?: "better" | "same" | "worse";
          level: "caution" | "urgent";
          message: string;
          resources: string[];
          said?: string;
          secondaryCall?: {
            href: string;
            label: string;
            number: string;
          };
          steps?: string[];
          title: string;
        } | null;
        tasks: {
          category?: "mindfulness" | "movement" | "nutrition" | "other" | "supplement";
          caution?: {
            message: string;
            tier: "avoid" | "caution" | "info" | "unknown";
          };
          heard?: string;
          id?: string;
          label: string;
          notes?: string;
          reasonTag: string;
          routineId?: string;
          source: "adjustment_add" | "manual" | "routine";
          status: "done" | "pending";
        }[];
        updatedAt?: string;
        userId: string;
        version?: number;
      };
      meta: object;
    }>;
    /** `plan.motivation` (query) */
    motivation: TRPCQueryProcedure<{
      input: void;
      output: {
        message: string;
      };
      meta: object;
    }>;
    /** `plan.regenerate` (mutation) */
    regenerate: TRPCMutationProcedure<{
      input: void;
      output: {
        adjustments: (string | {
          label: string;
          rationale?: string;
          type?: "add" | "remove" | "soften" | "swap";
        })[];
        checkedIn?: boolean;
        coachNote: string;
        dailyMotivation: {
          message: string;
        };
        date: string;
        disclaimer?: string;
        generatedBy: "llm" | "rules";
        personalizedTip: {
          category: string;
          content: string;
          difficulty: "easy" | "hard" | "medium";
          title: string;
        };
        safety: {
          action?: string;
          call?: {
            href: string;
            label: string;
            number: string;
          };
          categories?: string[];
          country?: string | null;
          dismissedAt?: string;
          followUp?: "better" | "same" | "worse";
          level: "caution" | "urgent";
          message: string;
          resources: string[];
          said?: string;
          secondaryCall?: {
            href: string;
            label: string;
            number: string;
          };
          steps?: string[];
          title: string;
        } | null;
        tasks: {
          category?: "mindfulness" | "movement" | "nutrition" | "other" | "supplement";
          caution?: {
            message: string;
            tier: "avoid" | "caution" | "info" | "unknown";
          };
          heard?: string;
          id?: string;
          label: string;
          notes?: string;
          reasonTag: string;
          routineId?: string;
          source: "adjustment_add" | "manual" | "routine";
          status: "done" | "pending";
        }[];
        updatedAt?: string;
        userId: string;
        version?: number;
      };
      meta: object;
    }>;
    /** `plan.tip` (query) */
    tip: TRPCQueryProcedure<{
      input: void;
      output: {
        category: string;
        content: string;
        difficulty: "easy" | "hard" | "medium";
        title: string;
      };
      meta: object;
    }>;
    /** `plan.today` (query) */
    today: TRPCQueryProcedure<{
      input: void;
      output: {
        adjustments: (string | {
          label: string;
          rationale?: string;
          type?: "add" | "remove" | "soften" | "swap";
        })[];
        checkedIn?: boolean;
        coachNote: string;
        dailyMotivation: {
          message: string;
        };
        date: string;
        disclaimer?: string;
        generatedBy: "llm" | "rules";
        personalizedTip: {
          category: string;
          content: string;
          difficulty: "easy" | "hard" | "medium";
          title: string;
        };
        safety: {
          action?: string;
          call?: {
            href: string;
            label: string;
            number: string;
          };
          categories?: string[];
          country?: string | null;
          dismissedAt?: string;
          followUp?: "better" | "same" | "worse";
          level: "caution" | "urgent";
          message: string;
          resources: string[];
          said?: string;
          secondaryCall?: {
            href: string;
            label: string;
            number: string;
          };
          steps?: string[];
          title: string;
        } | null;
        tasks: {
          category?: "mindfulness" | "movement" | "nutrition" | "other" | "supplement";
          caution?: {
            message: string;
            tier: "avoid" | "caution" | "info" | "unknown";
          };
          heard?: string;
          id?: string;
          label: string;
          notes?: string;
          reasonTag: string;
          routineId?: string;
          source: "adjustment_add" | "manual" | "routine";
          status: "done" | "pending";
        }[];
        updatedAt?: string;
        userId: string;
        version?: number;
      } | null;
      meta: object;
    }>;
    /** `plan.updateTask` (mutation) */
    updateTask: TRPCMutationProcedure<{
      input: {
        index?: number;
        status: "done" | "pending";
        taskId?: string;
        version?: number;
      };
      output: {
        adjustments: (string | {
          label: string;
          rationale?: string;
          type?: "add" | "remove" | "soften" | "swap";
        })[];
        checkedIn?: boolean;
        coachNote: string;
        dailyMotivation: {
          message: string;
        };
        date: string;
        disclaimer?: string;
        generatedBy: "llm" | "rules";
        personalizedTip: {
          category: string;
          content: string;
          difficulty: "easy" | "hard" | "medium";
          title: string;
        };
        safety: {
          action?: string;
          call?: {
            href: string;
            label: string;
            number: string;
          };
          categories?: string[];
          country?: string | null;
          dismissedAt?: string;
          followUp?: "better" | "same" | "worse";
          level: "caution" | "urgent";
          message: string;
          resources: string[];
          said?: string;
          secondaryCall?: {
            href: string;
            label: string;
            number: string;
          };
          steps?: string[];
          title: string;
        } | null;
        tasks: {
          category?: "mindfulness" | "movement" | "nutrition" | "other" | "supplement";
          caution?: {
            message: string;
            tier: "avoid" | "caution" | "info" | "unknown";
          };
          heard?: string;
          id?: string;
          label: string;
          notes?: string;
          reasonTag: string;
          routineId?: string;
          source: "adjustment_add" | "manual" | "routine";
          status: "done" | "pending";
        }[];
        updatedAt?: string;
        userId: string;
        version?: number;
      };
      meta: object;
    }>;
  };
  publicProfile: {
    /** `publicProfile.get` (query) */
    get: TRPCQueryProcedure<{
      input: {
        slug: string;
      };
      output: {
        routines: {
          frequency: "as_needed" | "daily" | "weekly";
          isPersonalized: boolean;
          label: string;
          moreSubtasks: number;
          notes: string;
          subtaskNames: string[];
          type: "mindfulness" | "movement" | "nutrition" | "other" | "supplement";
        }[];
        user: {
          avatarUrl?: string;
          bio?: string;
          challenges: string[];
          daysSinceJoin: number;
          goals: string[];
          joinDate: string;
          location?: string;
          name: string;
        };
      };
      meta: object;
    }>;
    /** `publicProfile.publish` (mutation) */
    publish: TRPCMutationProcedure<{
      input: {
        show?: {
          bio?: boolean;
          challenges?: boolean;
          goals?: boolean;
          location?: boolean;
          name?: boolean;
          routines?: boolean;
        };
      };
      output: {
        path: string | null;
        published: boolean;
        show: {
          bio: boolean;
          challenges: boolean;
          goals: boolean;
          location: boolean;
          name: boolean;
          routines: boolean;
        };
        slug: string | null;
      };
      meta: object;
    }>;
    /** `publicProfile.settings` (query) */
    settings: TRPCQueryProcedure<{
      input: void;
      output: {
        path: string | null;
        published: boolean;
        show: {
          bio: boolean;
          challenges: boolean;
          goals: boolean;
          location: boolean;
          name: boolean;
          routines: boolean;
        };
        slug: string | null;
      };
      meta: object;
    }>;
    /** `publicProfile.unpublish` (mutation) */
    unpublish: TRPCMutationProcedure<{
      input: void;
      output: {
        path: string | null;
        published: boolean;
        show: {
          bio: boolean;
          challenges: boolean;
          goals: boolean;
          location: boolean;
          name: boolean;
          routines: boolean;
        };
        slug: string | null;
      };
      meta: object;
    }>;
  };
  rhythm: {
    /** `rhythm.summary` (query) */
    summary: TRPCQueryProcedure<{
      input: void;
      output: {
        completion: {
          date: string;
          mindfulness: number;
          movement: number;
          nutrition: number;
          supplement: number;
        }[];
        dayMark: "rest" | "sick" | null;
        energyToday: number | null;
        rhythm: {
          cycle: {
            cycleLength: number;
            day: number;
            late: boolean;
            phase: "follicular" | "luteal" | "menstrual" | "ovulatory";
          } | null;
          detail: string;
          estimate: {
            basis: "default" | "history";
            cyclesMeasured: number;
            days: number;
            high: number;
            low: number;
          } | null;
          headline: string;
          kind: "cycle" | "menopause" | "no_phase" | "none";
        };
        skippedToday: string[];
        strengths: {
          program: {
            done: number;
            message: string;
            missed: number;
            paused: number;
            percent: number;
            skipped: number;
          };
          routines: {
            done: number;
            label: string;
            message: string;
            missed: number;
            paused: number;
            percent: number;
            routineId: string;
            skipped: number;
          }[];
        };
        symptoms: {
          days: number;
          symptom: string;
        }[];
        symptomsByPhase: {
          days: number;
          phase: "follicular" | "luteal" | "menstrual" | "ovulatory";
          symptoms: {
            days: number;
            symptom: string;
          }[];
        }[];
        today: string;
        trend: {
          date: string;
          energy: number | null;
          mood: number | null;
          phase: "follicular" | "luteal" | "menstrual" | "ovulatory" | null;
        }[];
        whatHelps: {
          confidence: ("consistent over 3 weeks") | ("early hint");
          difference: number;
          factorId: string;
          kind: "category" | "routine" | "tag";
          label: string;
          metric: "energy" | "mood";
          text: string;
          withDays: number;
          withoutDays: number;
        }[];
      };
      meta: object;
    }>;
  };
  routines: {
    /** `routines.create` (mutation) */
    create: TRPCMutationProcedure<{
      input: {
        active?: boolean;
        frequency?: "as_needed" | "daily" | "weekly";
        isPersonalized?: boolean;
        label: string;
        notes?: string;
        subtasks?: {
          category?: string;
          completed?: boolean;
          description?: string;
          id?: string;
          name: string;
        }[];
        type: "mindfulness" | "movement" | "nutrition" | "other" | "supplement";
        weekday?: "friday" | "monday" | "saturday" | "sunday" | "thursday" | "tuesday" | "wednesday";
      };
      output: {
        active: boolean;
        caution?: {
          message: string;
          tier: "avoid" | "caution" | "info" | "unknown";
        };
        createdAt?: string;
        frequency: "as_needed" | "daily" | "weekly";
        id: string;
        isPersonalized: boolean;
        label: string;
        notes: string;
        subtasks: {
          category?: string;
          completed: boolean;
          description: string;
          id: string;
          name: string;
        }[];
        type: "mindfulness" | "movement" | "nutrition" | "other" | "supplement";
        userId: string;
        weekday?: "friday" | "monday" | "saturday" | "sunday" | "thursday" | "tuesday" | "wednesday";
      };
      meta: object;
    }>;
    /** `routines.list` (query) */
    list: TRPCQueryProcedure<{
      input: void;
      output: {
        active: boolean;
        caution?: {
          message: string;
          tier: "avoid" | "caution" | "info" | "unknown";
        };
        createdAt?: string;
        frequency: "as_needed" | "daily" | "weekly";
        id: string;
        isPersonalized: boolean;
        label: string;
        notes: string;
        subtasks: {
          category?: string;
          completed: boolean;
          description: string;
          id: string;
          name: string;
        }[];
        type: "mindfulness" | "movement" | "nutrition" | "other" | "supplement";
        userId: string;
        weekday?: "friday" | "monday" | "saturday" | "sunday" | "thursday" | "tuesday" | "wednesday";
      }[];
      meta: object;
    }>;
    /** `routines.remove` (mutation) */
    remove: TRPCMutationProcedure<{
      input: {
        id: string;
      };
      output: {
        ok: true;
      };
      meta: object;
    }>;
    /** `routines.update` (mutation) */
    update: TRPCMutationProcedure<{
      input: {
        data: {
          active?: boolean;
          frequency?: "as_needed" | "daily" | "weekly";
          label?: string;
          notes?: string;
          subtasks?: {
            category?: string;
            completed?: boolean;
            description?: string;
            id?: string;
            name: string;
          }[];
          type?: "mindfulness" | "movement" | "nutrition" | "other" | "supplement";
          weekday?: "friday" | "monday" | "saturday" | "sunday" | "thursday" | "tuesday" | "wednesday";
        };
        id: string;
      };
      output: {
        active: boolean;
        caution?: {
          message: string;
          tier: "avoid" | "caution" | "info" | "unknown";
        };
        createdAt?: string;
        frequency: "as_needed" | "daily" | "weekly";
        id: string;
        isPersonalized: boolean;
        label: string;
        notes: string;
        subtasks: {
          category?: string;
          completed: boolean;
          description: string;
          id: string;
          name: string;
        }[];
        type: "mindfulness" | "movement" | "nutrition" | "other" | "supplement";
        userId: string;
        weekday?: "friday" | "monday" | "saturday" | "sunday" | "thursday" | "tuesday" | "wednesday";
      };
      meta: object;
    }>;
  };
  safety: {
    /** `safety.current` (query) */
    current: TRPCQueryProcedure<{
      input: {
        today?: string;
      };
      output: {
        date: string;
        kind: "notice" | ("follow-up");
        notice: {
          action?: string;
          call?: {
            href: string;
            label: string;
            number: string;
          };
          categories?: string[];
          country?: string | null;
          dismissedAt?: string;
          followUp?: "better" | "same" | "worse";
          level: "caution" | "urgent";
          message: string;
          resources: string[];
          said?: string;
          secondaryCall?: {
            href: string;
            label: string;
            number: string;
          };
          steps?: string[];
          title: string;
        };
      } | null;
      meta: object;
    }>;
    /** `safety.dismiss` (mutation) */
    dismiss: TRPCMutationProcedure<{
      input: {
        date: string;
      };
      output: {
        action?: string;
        call?: {
          href: string;
          label: string;
          number: string;
        };
        categories?: string[];
        country?: string | null;
        dismissedAt?: string;
        followUp?: "better" | "same" | "worse";
        level: "caution" | "urgent";
        message: string;
        resources: string[];
        said?: string;
        secondaryCall?: {
          href: string;
          label: string;
          number: string;
        };
        steps?: string[];
        title: string;
      };
      meta: object;
    }>;
    /** `safety.followUp` (mutation) */
    followUp: TRPCMutationProcedure<{
      input: {
        answer: "better" | "same" | "worse";
        date: string;
      };
      output: {
        action?: string;
        call?: {
          href: string;
          label: string;
          number: string;
        };
        categories?: string[];
        country?: string | null;
        dismissedAt?: string;
        followUp?: "better" | "same" | "worse";
        level: "caution" | "urgent";
        message: string;
        resources: string[];
        said?: string;
        secondaryCall?: {
          href: string;
          label: string;
          number: string;
        };
        steps?: string[];
        title: string;
      };
      meta: object;
    }>;
  };
  users: {
    /** `users.answerMedicine` (mutation) */
    answerMedicine: TRPCMutationProcedure<{
      input: {
        add: boolean;
        name: string;
      };
      output: {
        age: number | null;
        avatarUrl: string;
        challenges: string[];
        createdAt: string;
        customCategories: string[];
        email: string;
        exerciseLevel: "high" | "light" | "moderate" | "sedentary" | "very_high" | null;
        goals: string[];
        healthConditions: string;
        height: string;
        id: string;
        joinDate?: string;
        lifeStage?: "breastfeeding" | "hormonal_contraception" | "irregular_cycles" | "menopause" | "perimenopause" | "prefer_not_to_say" | "pregnant" | "regular_cycles" | null;
        location: string;
        medications: string;
        medicineMentions?: {
          medicationClass: string | null;
          name: string;
          source: "check_in" | "log_note" | "onboarding" | "reflection" | "routine";
          status: "added" | "asked" | "declined";
        }[];
        name: string;
        periodStarts?: string[];
        preferences: {
          notifications: boolean;
          reminderTime: string;
          weeklyReflection: boolean;
        };
        pregnancyStatus?: "breastfeeding" | "not_pregnant" | "prefer_not_to_say" | "pregnant" | "trying";
        profileBio: string;
        publicProfile?: {
          published: boolean;
          show: {
            bio: boolean;
            challenges: boolean;
            goals: boolean;
            location: boolean;
            name: boolean;
            routines: boolean;
          };
          slug?: string;
        };
        sleepHours: number | null;
        stressLevel: number | null;
        weight: string;
      };
      meta: object;
    }>;
    /** `users.create` (mutation) */
    create: TRPCMutationProcedure<{
      input: {
        challenges?: string[];
        customCategories?: string[];
        location?: string;
        name: string;
        starterRoutines?: boolean;
      };
      output: {
        customCategories?: string[];
        id: string;
        location: string;
        name: string;
      };
      meta: object;
    }>;
    /** `users.endSession` (mutation) */
    endSession: TRPCMutationProcedure<{
      input: void;
      output: {
        ok: true;
      };
      meta: object;
    }>;
    /** `users.get` (query) */
    get: TRPCQueryProcedure<{
      input: void;
      output: {
        age: number | null;
        avatarUrl: string;
        challenges: string[];
        createdAt: string;
        customCategories: string[];
        email: string;
        exerciseLevel: "high" | "light" | "moderate" | "sedentary" | "very_high" | null;
        goals: string[];
        healthConditions: string;
        height: string;
        id: string;
        joinDate?: string;
        lifeStage?: "breastfeeding" | "hormonal_contraception" | "irregular_cycles" | "menopause" | "perimenopause" | "prefer_not_to_say" | "pregnant" | "regular_cycles" | null;
        location: string;
        medications: string;
        medicineMentions?: {
          medicationClass: string | null;
          name: string;
          source: "check_in" | "log_note" | "onboarding" | "reflection" | "routine";
          status: "added" | "asked" | "declined";
        }[];
        name: string;
        periodStarts?: string[];
        preferences: {
          notifications: boolean;
          reminderTime: string;
          weeklyReflection: boolean;
        };
        pregnancyStatus?: "breastfeeding" | "not_pregnant" | "prefer_not_to_say" | "pregnant" | "trying";
        profileBio: string;
        publicProfile?: {
          published: boolean;
          show: {
            bio: boolean;
            challenges: boolean;
            goals: boolean;
            location: boolean;
            name: boolean;
            routines: boolean;
          };
          slug?: string;
        };
        sleepHours: number | null;
        stressLevel: number | null;
        weight: string;
      };
      meta: object;
    }>;
    /** `users.me` (query) */
    me: TRPCQueryProcedure<{
      input: void;
      output: {
        age: number | null;
        avatarUrl: string;
        challenges: string[];
        createdAt: string;
        customCategories: string[];
        email: string;
        exerciseLevel: "high" | "light" | "moderate" | "sedentary" | "very_high" | null;
        goals: string[];
        healthConditions: string;
        height: string;
        id: string;
        joinDate?: string;
        lifeStage?: "breastfeeding" | "hormonal_contraception" | "irregular_cycles" | "menopause" | "perimenopause" | "prefer_not_to_say" | "pregnant" | "regular_cycles" | null;
        location: string;
        medications: string;
        medicineMentions?: {
          medicationClass: string | null;
          name: string;
          source: "check_in" | "log_note" | "onboarding" | "reflection" | "routine";
          status: "added" | "asked" | "declined";
        }[];
        name: string;
        periodStarts?: string[];
        preferences: {
          notifications: boolean;
          reminderTime: string;
          weeklyReflection: boolean;
        };
        pregnancyStatus?: "breastfeeding" | "not_pregnant" | "prefer_not_to_say" | "pregnant" | "trying";
        profileBio: string;
        publicProfile?: {
          published: boolean;
          show: {
            bio: boolean;
            challenges: boolean;
            goals: boolean;
            location: boolean;
            name: boolean;
            routines: boolean;
          };
          slug?: string;
        };
        sleepHours: number | null;
        stressLevel: number | null;
        weight: string;
      } | null;
      meta: object;
    }>;
    /** `users.update` (mutation) */
    update: TRPCMutationProcedure<{
      input: {
        age?: number | null;
        avatarUrl?: string;
        challenges?: string[];
        customCategories?: string[];
        email?: string;
        exerciseLevel?: "high" | "light" | "moderate" | "sedentary" | "very_high" | null;
        goals?: string[];
        healthConditions?: string;
        height?: string;
        lifeStage?: "breastfeeding" | "hormonal_contraception" | "irregular_cycles" | "menopause" | "perimenopause" | "prefer_not_to_say" | "pregnant" | "regular_cycles" | null;
        location?: string;
        medications?: string;
        name?: string;
        periodStarts?: string[];
        preferences?: {
          notifications?: boolean;
          reminderTime?: string;
          weeklyReflection?: boolean;
        };
        pregnancyStatus?: "breastfeeding" | "not_pregnant" | "prefer_not_to_say" | "pregnant" | "trying";
        profileBio?: string;
        sleepHours?: number | null;
        stressLevel?: number | null;
        weight?: string;
      };
      output: {
        age: number | null;
        avatarUrl: string;
        challenges: string[];
        createdAt: string;
        customCategories: string[];
        email: string;
        exerciseLevel: "high" | "light" | "moderate" | "sedentary" | "very_high" | null;
        goals: string[];
        healthConditions: string;
        height: string;
        id: string;
        joinDate?: string;
        lifeStage?: "breastfeeding" | "hormonal_contraception" | "irregular_cycles" | "menopause" | "perimenopause" | "prefer_not_to_say" | "pregnant" | "regular_cycles" | null;
        location: string;
        medications: string;
        medicineMentions?: {
          medicationClass: string | null;
          name: string;
          source: "check_in" | "log_note" | "onboarding" | "reflection" | "routine";
          status: "added" | "asked" | "declined";
        }[];
        name: string;
        periodStarts?: string[];
        preferences: {
          notifications: boolean;
          reminderTime: string;
          weeklyReflection: boolean;
        };
        pregnancyStatus?: "breastfeeding" | "not_pregnant" | "prefer_not_to_say" | "pregnant" | "trying";
        profileBio: string;
        publicProfile?: {
          published: boolean;
          show: {
            bio: boolean;
            challenges: boolean;
            goals: boolean;
            location: boolean;
            name: boolean;
            routines: boolean;
          };
          slug?: string;
        };
        sleepHours: number | null;
        stressLevel: number | null;
        weight: string;
      };
      meta: object;
    }>;
  };
  weekly: {
    /** `weekly.applyRecommendations` (mutation) */
    applyRecommendations: TRPCMutationProcedure<{
      input: {
        recommendations: {
          id?: string;
          label: string;
          priority: "high" | "low" | "medium";
          rationale?: string;
          routineType: "mindfulness" | "movement" | "nutrition" | "other" | "supplement";
          type: "add" | "keep" | "modify" | "remove";
        }[];
      };
      output: {
        applicationId: string;
        applied: {
          added: {
            active: boolean;
            caution?: {
              message: string;
              tier: "avoid" | "caution" | "info" | "unknown";
            };
            createdAt?: string;
            frequency: "as_needed" | "daily" | "weekly";
            id: string;
            isPersonalized: boolean;
            label: string;
            notes: string;
            subtasks: {
              category?: string;
              completed: boolean;
              description: string;
              id: string;
              name: string;
            }[];
            type: "mindfulness" | "movement" | "nutrition" | "other" | "supplement";
            userId: string;
            weekday?: "friday" | "monday" | "saturday" | "sunday" | "thursday" | "tuesday" | "wednesday";
          }[];
          deactivated: {
            after: {
              active: boolean;
              caution?: {
                message: string;
                tier: "avoid" | "caution" | "info" | "unknown";
              };
              createdAt?: string;
              frequency: "as_needed" | "daily" | "weekly";
              id: string;
              isPersonalized: boolean;
              label: string;
              notes: string;
              subtasks: {
                category?: string;
                completed: boolean;
                description: string;
                id: string;
                name: string;
              }[];
              type: "mindfulness" | "movement" | "nutrition" | "other" | "supplement";
              userId: string;
              weekday?: "friday" | "monday" | "saturday" | "sunday" | "thursday" | "tuesday" | "wednesday";
            };
            before: {
              active: boolean;
              caution?: {
                message: string;
                tier: "avoid" | "caution" | "info" | "unknown";
              };
              createdAt?: string;
              frequency: "as_needed" | "daily" | "weekly";
              id: string;
              isPersonalized: boolean;
              label: string;
              notes: string;
              subtasks: {
                category?: string;
                completed: boolean;
                description: string;
                id: string;
                name: string;
              }[];
              type: "mindfulness" | "movement" | "nutrition" | "other" | "supplement";
              userId: string;
              weekday?: "friday" | "monday" | "saturday" | "sunday" | "thursday" | "tuesday" | "wednesday";
            };
            routineId: string;
          }[];
          modified: {
            after: {
              active: boolean;
              caution?: {
                message: string;
                tier: "avoid" | "caution" | "info" | "unknown";
              };
              createdAt?: string;
              frequency: "as_needed" | "daily" | "weekly";
              id: string;
              isPersonalized: boolean;
              label: string;
              notes: string;
              subtasks: {
                category?: string;
                completed: boolean;
                description: string;
                id: string;
                name: string;
              }[];
              type: "mindfulness" | "movement" | "nutrition" | "other" | "supplement";
              userId: string;
              weekday?: "friday" | "monday" | "saturday" | "sunday" | "thursday" | "tuesday" | "wednesday";
            };
            before: {
              active: boolean;
              caution?: {
                message: string;
                tier: "avoid" | "caution" | "info" | "unknown";
              };
              createdAt?: string;
              frequency: "as_needed" | "daily" | "weekly";
              id: string;
              isPersonalized: boolean;
              label: string;
              notes: string;
              subtasks: {
                category?: string;
                completed: boolean;
                description: string;
                id: string;
                name: string;
              }[];
              type: "mindfulness" | "movement" | "nutrition" | "other" | "supplement";
              userId: string;
              weekday?: "friday" | "monday" | "saturday" | "sunday" | "thursday" | "tuesday" | "wednesday";
            };
            routineId: string;
          }[];
        };
        summary: string[];
      };
      meta: object;
    }>;
    /** `weekly.currentRecommendations` (query) */
    currentRecommendations: TRPCQueryProcedure<{
      input: void;
      output: {
        disclaimer?: string;
        recommendationSetId: string;
        recommendations: {
          alreadyHave?: string;
          applied: boolean;
          id: string;
          label: string;
          priority: "high" | "low" | "medium";
          rationale: string;
          routineType: "mindfulness" | "movement" | "nutrition" | "other" | "supplement";
          type: "add" | "keep" | "modify" | "remove";
        }[];
        safety?: {
          action?: string;
          call?: {
            href: string;
            label: string;
            number: string;
          };
          categories?: string[];
          country?: string | null;
          dismissedAt?: string;
          followUp?: "better" | "same" | "worse";
          level: "caution" | "urgent";
          message: string;
          resources: string[];
          said?: string;
          secondaryCall?: {
            href: string;
            label: string;
            number: string;
          };
          steps?: string[];
          title: string;
        };
        source: "llm" | "rules";
        undo: {
          applicationId: string;
          recommendationIds: string[];
        } | null;
        weekStartDate: string;
      } | null;
      meta: object;
    }>;
    /** `weekly.previewApply` (mutation) */
    previewApply: TRPCMutationProcedure<{
      input: {
        recommendations: {
          id?: string;
          label: string;
          priority: "high" | "low" | "medium";
          rationale?: string;
          routineType: "mindfulness" | "movement" | "nutrition" | "other" | "supplement";
          type: "add" | "keep" | "modify" | "remove";
        }[];
      };
      output: {
        changes: {
          added: {
            active: boolean;
            frequency: "as_needed" | "daily" | "weekly";
            isPersonalized: boolean;
            label: string;
            notes: string;
            subtasks: {
              category?: string;
              completed: boolean;
              description: string;
              id?: string;
              name: string;
            }[];
            type: "mindfulness" | "movement" | "nutrition" | "other" | "supplement";
            userId: string;
            weekday?: "friday" | "monday" | "saturday" | "sunday" | "thursday" | "tuesday" | "wednesday";
          }[];
          alreadyHave?: {
            label: string;
            recommendation: string;
            routineId: string;
          }[];
          deactivated: {
            before: {
              active: boolean;
              caution?: {
                message: string;
                tier: "avoid" | "caution" | "info" | "unknown";
              };
              createdAt?: string;
              frequency: "as_needed" | "daily" | "weekly";
              id: string;
              isPersonalized: boolean;
              label: string;
              notes: string;
              subtasks: {
                category?: string;
                completed: boolean;
                description: string;
                id: string;
                name: string;
              }[];
              type: "mindfulness" | "movement" | "nutrition" | "other" | "supplement";
              userId: string;
              weekday?: "friday" | "monday" | "saturday" | "sunday" | "thursday" | "tuesday" | "wednesday";
            };
            routineId: string;
          }[];
          modified: {
            after: {
              active: boolean;
              caution?: {
                message: string;
                tier: "avoid" | "caution" | "info" | "unknown";
              };
              createdAt?: string;
              frequency: "as_needed" | "daily" | "weekly";
              id: string;
              isPersonalized: boolean;
              label: string;
              notes: string;
              subtasks: {
                category?: string;
                completed: boolean;
                description: string;
                id: string;
                name: string;
              }[];
              type: "mindfulness" | "movement" | "nutrition" | "other" | "supplement";
              userId: string;
              weekday?: "friday" | "monday" | "saturday" | "sunday" | "thursday" | "tuesday" | "wednesday";
            };
            before: {
              active: boolean;
              caution?: {
                message: string;
                tier: "avoid" | "caution" | "info" | "unknown";
              };
              createdAt?: string;
              frequency: "as_needed" | "daily" | "weekly";
              id: string;
              isPersonalized: boolean;
              label: string;
              notes: string;
              subtasks: {
                category?: string;
                completed: boolean;
                description: string;
                id: string;
                name: string;
              }[];
              type: "mindfulness" | "movement" | "nutrition" | "other" | "supplement";
              userId: string;
              weekday?: "friday" | "monday" | "saturday" | "sunday" | "thursday" | "tuesday" | "wednesday";
            };
            routineId: string;
          }[];
        };
        summary: string[];
      };
      meta: object;
    }>;
    /** `weekly.progress` (query) */
    progress: TRPCQueryProcedure<{
      input: void;
      output: {
        logged: boolean;
        stats: {
          categoryStats: {
            mindfulness: number;
            movement: number;
            nutrition: number;
          };
          commonSymptoms: string[];
          completedDays: number;
          energyTrend: "declining" | "improving" | "stable" | "unknown";
          totalDays: number;
        };
        weekStartDate: string;
      }[];
      meta: object;
    }>;
    /** `weekly.recommendations` (mutation) */
    recommendations: TRPCMutationProcedure<{
      input: {
        reflectionNotes: string;
      };
      output: {
        disclaimer?: string;
        recommendationSetId: string;
        recommendations: {
          id: string;
          label: string;
          priority: "high" | "low" | "medium";
          rationale: string;
          routineType: "mindfulness" | "movement" | "nutrition" | "other" | "supplement";
          type: "add" | "keep" | "modify" | "remove";
        }[];
        safety?: {
          action?: string;
          call?: {
            href: string;
            label: string;
            number: string;
          };
          categories?: string[];
          country?: string | null;
          dismissedAt?: string;
          followUp?: "better" | "same" | "worse";
          level: "caution" | "urgent";
          message: string;
          resources: string[];
          said?: string;
          secondaryCall?: {
            href: string;
            label: string;
            number: string;
          };
          steps?: string[];
          title: string;
        };
        source: "llm" | "rules";
        weekStartDate: string;
      };
      meta: object;
    }>;
    /** `weekly.review` (query) */
    review: TRPCQueryProcedure<{
      input: {
        weekStartDate: string;
      };
      output: {
        createdAt: string;
        energyMoodScore: number;
        id: string;
        notes: string;
        rated?: boolean;
        reading?: {
          effects: {
            helped: boolean;
            intents: string[];
            what: string;
          }[];
          energy: number | string | null;
          medicines: {
            kind: "herb" | "medication" | "supplement";
            medicationClass: string | null;
            name: string;
            words: string;
          }[];
          misses: {
            intents: string[];
            what: string;
          }[];
          mood: number | string | null;
          pain: number | string | null;
          redFlags: {
            category: string;
            confidence: number;
            phrase?: string;
            source: "coach_model" | "model" | "rule";
            title?: string;
          }[];
          sentences: string[];
          symptoms: {
            atNight: boolean;
            easing: boolean;
            negated: boolean;
            sentence: number;
            severity: "mild" | "severe" | null;
            subject: "other" | "self";
            symptom: "anxiety" | "bloating" | "cramps" | "cravings" | "fatigue" | "headache" | "irritability" | "nausea" | "stiffness" | "stress" | ("back pain") | ("brain fog") | ("digestive upset") | ("hip pain") | ("hot flushes") | ("joint pain") | ("knee pain") | ("low mood") | ("neck pain") | ("night sweats") | ("poor sleep") | ("shoulder pain");
            when: "now" | "resolved";
            words: string;
          }[];
          topics: {
            negated: boolean;
            sentence: number;
            topic: "anxiety" | "cycle" | "digestion" | "energy" | "injury" | "mobility" | "mood" | "sleep" | "stress";
            words: string;
          }[];
          unread: ("other_language" | "pasted_list" | "too_long")[];
          version: number;
        } | null;
        updatedAt?: string;
        userId: string;
        weekStartDate: string;
        whatDidntHelp: string;
        whatHelped: string;
      };
      meta: object;
    }>;
    /** `weekly.reviews` (query) */
    reviews: TRPCQueryProcedure<{
      input: void;
      output: {
        createdAt: string;
        energyMoodScore: number;
        id: string;
        notes: string;
        rated?: boolean;
        reading?: {
          effects: {
            helped: boolean;
            intents: string[];
            what: string;
          }[];
          energy: number | string | null;
          medicines: {
            kind: "herb" | "medication" | "supplement";
            medicationClass: string | null;
            name: string;
            words: string;
          }[];
          misses: {
            intents: string[];
            what: string;
          }[];
          mood: number | string | null;
          pain: number | string | null;
          redFlags: {
            category: string;
            confidence: number;
            phrase?: string;
            source: "coach_model" | "model" | "rule";
            title?: string;
          }[];
          sentences: string[];
          symptoms: {
            atNight: boolean;
            easing: boolean;
            negated: boolean;
            sentence: number;
            severity: "mild" | "severe" | null;
            subject: "other" | "self";
            symptom: "anxiety" | "bloating" | "cramps" | "cravings" | "fatigue" | "headache" | "irritability" | "nausea" | "stiffness" | "stress" | ("back pain") | ("brain fog") | ("digestive upset") | ("hip pain") | ("hot flushes") | ("joint pain") | ("knee pain") | ("low mood") | ("neck pain") | ("night sweats") | ("poor sleep") | ("shoulder pain");
            when: "now" | "resolved";
            words: string;
          }[];
          topics: {
            negated: boolean;
            sentence: number;
            topic: "anxiety" | "cycle" | "digestion" | "energy" | "injury" | "mobility" | "mood" | "sleep" | "stress";
            words: string;
          }[];
          unread: ("other_language" | "pasted_list" | "too_long")[];
          version: number;
        } | null;
        updatedAt?: string;
        userId: string;
        weekStartDate: string;
        whatDidntHelp: string;
        whatHelped: string;
      }[];
      meta: object;
    }>;
    /** `weekly.saveReview` (mutation) */
    saveReview: TRPCMutationProcedure<{
      input: {
        energyMoodScore?: number;
        notes?: string;
        rated?: boolean;
        weekStartDate: string;
        whatDidntHelp?: string;
        whatHelped?: string;
      };
      output: {
        createdAt: string;
        energyMoodScore: number;
        id: string;
        notes: string;
        rated?: boolean;
        reading?: {
          effects: {
            helped: boolean;
            intents: string[];
            what: string;
          }[];
          energy: number | string | null;
          medicines: {
            kind: "herb" | "medication" | "supplement";
            medicationClass: string | null;
            name: string;
            words: string;
          }[];
          misses: {
            intents: string[];
            what: string;
          }[];
          mood: number | string | null;
          pain: number | string | null;
          redFlags: {
            category: string;
            confidence: number;
            phrase?: string;
            source: "coach_model" | "model" | "rule";
            title?: string;
          }[];
          sentences: string[];
          symptoms: {
            atNight: boolean;
            easing: boolean;
            negated: boolean;
            sentence: number;
            severity: "mild" | "severe" | null;
            subject: "other" | "self";
            symptom: "anxiety" | "bloating" | "cramps" | "cravings" | "fatigue" | "headache" | "irritability" | "nausea" | "stiffness" | "stress" | ("back pain") | ("brain fog") | ("digestive upset") | ("hip pain") | ("hot flushes") | ("joint pain") | ("knee pain") | ("low mood") | ("neck pain") | ("night sweats") | ("poor sleep") | ("shoulder pain");
            when: "now" | "resolved";
            words: string;
          }[];
          topics: {
            negated: boolean;
            sentence: number;
            topic: "anxiety" | "cycle" | "digestion" | "energy" | "injury" | "mobility" | "mood" | "sleep" | "stress";
            words: string;
          }[];
          unread: ("other_language" | "pasted_list" | "too_long")[];
          version: number;
        } | null;
        updated: boolean;
        updatedAt?: string;
        userId: string;
        weekStartDate: string;
        whatDidntHelp: string;
        whatHelped: string;
      };
      meta: object;
    }>;
    /** `weekly.stats` (query) */
    stats: TRPCQueryProcedure<{
      input: void;
      output: {
        categoryStats: {
          mindfulness: number;
          movement: number;
          nutrition: number;
        };
        commonSymptoms: string[];
        completedDays: number;
        energyTrend: "declining" | "improving" | "stable" | "unknown";
        totalDays: number;
      };
      meta: object;
    }>;
    /** `weekly.undoApply` (mutation) */
    undoApply: TRPCMutationProcedure<{
      input: {
        applicationId: string;
      };
      output: {
        applicationId: string;
        routines: {
          active: boolean;
          caution?: {
            message: string;
            tier: "avoid" | "caution" | "info" | "unknown";
          };
          createdAt?: string;
          frequency: "as_needed" | "daily" | "weekly";
          id: string;
          isPersonalized: boolean;
          label: string;
          notes: string;
          subtasks: {
            category?: string;
            completed: boolean;
            description: string;
            id: string;
            name: string;
          }[];
          type: "mindfulness" | "movement" | "nutrition" | "other" | "supplement";
          userId: string;
          weekday?: "friday" | "monday" | "saturday" | "sunday" | "thursday" | "tuesday" | "wednesday";
        }[];
        undone: true;
      };
      meta: object;
    }>;
  };
};

/** The Cadence API router as a client sees it (inputs and serialised outputs). */
export type AppRouter = TRPCBuiltRouter<{ ctx: object; meta: object; errorShape: ApiErrorShape; transformer: false }, ApiProcedures>;
