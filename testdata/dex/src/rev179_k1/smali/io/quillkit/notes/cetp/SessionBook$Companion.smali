.class final Lio/quillkit/notes/cetp/SessionBook$Companion;
.super Ljava/lang/Object;
.source "Sessions.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 79
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lio/quillkit/notes/cetp/SessionBook$Companion;-><init>()V

    return-void
.end method
