.class public final Lio/quillkit/notes/cetp/ToolFailure$InFlight;
.super Lio/quillkit/notes/cetp/ToolFailure;
.source "Protocol.kt"


# static fields
.field public static final INSTANCE:Lio/quillkit/notes/cetp/ToolFailure$InFlight;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lio/quillkit/notes/cetp/ToolFailure$InFlight;

    invoke-direct {v0}, Lio/quillkit/notes/cetp/ToolFailure$InFlight;-><init>()V

    sput-object v0, Lio/quillkit/notes/cetp/ToolFailure$InFlight;->INSTANCE:Lio/quillkit/notes/cetp/ToolFailure$InFlight;

    return-void
.end method

.method private constructor <init>()V
    .registers 4

    .line 67
    sget-object v0, Lio/quillkit/notes/cetp/ErrorCode;->CONFLICT:Lio/quillkit/notes/cetp/ErrorCode;

    const-string v1, "This request is still being processed."

    const/4 v2, 0x0

    invoke-direct {p0, v0, v1, v2}, Lio/quillkit/notes/cetp/ToolFailure;-><init>(Lio/quillkit/notes/cetp/ErrorCode;Ljava/lang/String;Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    return-void
.end method
