.class public abstract Lio/quillkit/notes/cetp/ToolFailure;
.super Ljava/lang/Object;
.source "Protocol.kt"


# instance fields
.field private final code:Lio/quillkit/notes/cetp/ErrorCode;

.field private final message:Ljava/lang/String;


# direct methods
.method private constructor <init>(Lio/quillkit/notes/cetp/ErrorCode;Ljava/lang/String;)V
    .registers 3

    .line 61
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lio/quillkit/notes/cetp/ToolFailure;->code:Lio/quillkit/notes/cetp/ErrorCode;

    iput-object p2, p0, Lio/quillkit/notes/cetp/ToolFailure;->message:Ljava/lang/String;

    return-void
.end method

.method public synthetic constructor <init>(Lio/quillkit/notes/cetp/ErrorCode;Ljava/lang/String;Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 4

    invoke-direct {p0, p1, p2}, Lio/quillkit/notes/cetp/ToolFailure;-><init>(Lio/quillkit/notes/cetp/ErrorCode;Ljava/lang/String;)V

    return-void
.end method


# virtual methods
.method public final getCode()Lio/quillkit/notes/cetp/ErrorCode;
    .registers 2

    .line 61
    iget-object v0, p0, Lio/quillkit/notes/cetp/ToolFailure;->code:Lio/quillkit/notes/cetp/ErrorCode;

    return-object v0
.end method

.method public final getMessage()Ljava/lang/String;
    .registers 2

    .line 61
    iget-object v0, p0, Lio/quillkit/notes/cetp/ToolFailure;->message:Ljava/lang/String;

    return-object v0
.end method
