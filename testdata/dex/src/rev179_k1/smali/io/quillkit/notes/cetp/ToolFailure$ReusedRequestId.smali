.class public final Lio/quillkit/notes/cetp/ToolFailure$ReusedRequestId;
.super Lio/quillkit/notes/cetp/ToolFailure;
.source "Protocol.kt"


# static fields
.field public static final INSTANCE:Lio/quillkit/notes/cetp/ToolFailure$ReusedRequestId;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lio/quillkit/notes/cetp/ToolFailure$ReusedRequestId;

    invoke-direct {v0}, Lio/quillkit/notes/cetp/ToolFailure$ReusedRequestId;-><init>()V

    sput-object v0, Lio/quillkit/notes/cetp/ToolFailure$ReusedRequestId;->INSTANCE:Lio/quillkit/notes/cetp/ToolFailure$ReusedRequestId;

    return-void
.end method

.method private constructor <init>()V
    .registers 4

    .line 66
    sget-object v0, Lio/quillkit/notes/cetp/ErrorCode;->INVALID_REQUEST:Lio/quillkit/notes/cetp/ErrorCode;

    const-string v1, "This request_id was used for a different call."

    const/4 v2, 0x0

    invoke-direct {p0, v0, v1, v2}, Lio/quillkit/notes/cetp/ToolFailure;-><init>(Lio/quillkit/notes/cetp/ErrorCode;Ljava/lang/String;Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    return-void
.end method
