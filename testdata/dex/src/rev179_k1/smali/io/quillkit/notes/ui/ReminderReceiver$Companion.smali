.class public final Lio/quillkit/notes/ui/ReminderReceiver$Companion;
.super Ljava/lang/Object;
.source "ReminderReceiver.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 19
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lio/quillkit/notes/ui/ReminderReceiver$Companion;-><init>()V

    return-void
.end method
