.class public final Lio/quillkit/notes/cetp/ToolException;
.super Ljava/lang/Exception;
.source "Protocol.kt"


# instance fields
.field private final failure:Lio/quillkit/notes/cetp/ToolFailure;


# direct methods
.method public constructor <init>(Lio/quillkit/notes/cetp/ToolFailure;)V
    .registers 3

    const-string v0, "failure"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 76
    invoke-direct {p0}, Ljava/lang/Exception;-><init>()V

    iput-object p1, p0, Lio/quillkit/notes/cetp/ToolException;->failure:Lio/quillkit/notes/cetp/ToolFailure;

    return-void
.end method


# virtual methods
.method public final getFailure()Lio/quillkit/notes/cetp/ToolFailure;
    .registers 2

    .line 76
    iget-object v0, p0, Lio/quillkit/notes/cetp/ToolException;->failure:Lio/quillkit/notes/cetp/ToolFailure;

    return-object v0
.end method
