.class public final Lcom/wrenfield/notes/core/ToolError;
.super Ljava/lang/Object;
.source "ToolError.java"


# instance fields
.field private final code:Ljava/lang/String;

.field private final message:Ljava/lang/String;

.field private final retryable:Z


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;Z)V
    .registers 4

    .line 9
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 10
    iput-object p1, p0, Lcom/wrenfield/notes/core/ToolError;->code:Ljava/lang/String;

    .line 11
    iput-object p2, p0, Lcom/wrenfield/notes/core/ToolError;->message:Ljava/lang/String;

    .line 12
    iput-boolean p3, p0, Lcom/wrenfield/notes/core/ToolError;->retryable:Z

    .line 13
    return-void
.end method

.method public static internal(Ljava/lang/String;)Lcom/wrenfield/notes/core/ToolError;
    .registers 4

    .line 20
    new-instance v0, Lcom/wrenfield/notes/core/ToolError;

    const-string v1, "INTERNAL_ERROR"

    const/4 v2, 0x0

    invoke-direct {v0, v1, p0, v2}, Lcom/wrenfield/notes/core/ToolError;-><init>(Ljava/lang/String;Ljava/lang/String;Z)V

    return-object v0
.end method

.method public static invalidArgs(Ljava/lang/String;)Lcom/wrenfield/notes/core/ToolError;
    .registers 4

    .line 16
    new-instance v0, Lcom/wrenfield/notes/core/ToolError;

    const-string v1, "INVALID_ARGS"

    const/4 v2, 0x0

    invoke-direct {v0, v1, p0, v2}, Lcom/wrenfield/notes/core/ToolError;-><init>(Ljava/lang/String;Ljava/lang/String;Z)V

    return-object v0
.end method


# virtual methods
.method public code()Ljava/lang/String;
    .registers 2

    .line 24
    iget-object v0, p0, Lcom/wrenfield/notes/core/ToolError;->code:Ljava/lang/String;

    return-object v0
.end method

.method public message()Ljava/lang/String;
    .registers 2

    .line 28
    iget-object v0, p0, Lcom/wrenfield/notes/core/ToolError;->message:Ljava/lang/String;

    return-object v0
.end method

.method public retryable()Z
    .registers 2

    .line 32
    iget-boolean v0, p0, Lcom/wrenfield/notes/core/ToolError;->retryable:Z

    return v0
.end method
