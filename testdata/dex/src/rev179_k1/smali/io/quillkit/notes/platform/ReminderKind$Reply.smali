.class public final Lio/quillkit/notes/platform/ReminderKind$Reply;
.super Lio/quillkit/notes/platform/ReminderKind;
.source "AndroidReminders.kt"


# static fields
.field public static final INSTANCE:Lio/quillkit/notes/platform/ReminderKind$Reply;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lio/quillkit/notes/platform/ReminderKind$Reply;

    invoke-direct {v0}, Lio/quillkit/notes/platform/ReminderKind$Reply;-><init>()V

    sput-object v0, Lio/quillkit/notes/platform/ReminderKind$Reply;->INSTANCE:Lio/quillkit/notes/platform/ReminderKind$Reply;

    return-void
.end method

.method private constructor <init>()V
    .registers 2

    .line 19
    const/4 v0, 0x0

    invoke-direct {p0, v0}, Lio/quillkit/notes/platform/ReminderKind;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    return-void
.end method
