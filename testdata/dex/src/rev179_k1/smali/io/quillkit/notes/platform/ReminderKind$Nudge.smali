.class public final Lio/quillkit/notes/platform/ReminderKind$Nudge;
.super Lio/quillkit/notes/platform/ReminderKind;
.source "AndroidReminders.kt"


# static fields
.field public static final INSTANCE:Lio/quillkit/notes/platform/ReminderKind$Nudge;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lio/quillkit/notes/platform/ReminderKind$Nudge;

    invoke-direct {v0}, Lio/quillkit/notes/platform/ReminderKind$Nudge;-><init>()V

    sput-object v0, Lio/quillkit/notes/platform/ReminderKind$Nudge;->INSTANCE:Lio/quillkit/notes/platform/ReminderKind$Nudge;

    return-void
.end method

.method private constructor <init>()V
    .registers 2

    .line 13
    const/4 v0, 0x0

    invoke-direct {p0, v0}, Lio/quillkit/notes/platform/ReminderKind;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    return-void
.end method
