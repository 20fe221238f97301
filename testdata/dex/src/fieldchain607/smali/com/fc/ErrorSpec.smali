.class final Lcom/fc/ErrorSpec;
.super Ljava/lang/Object;
.source "ErrorSpec.java"

# instance fields
.field private code:Ljava/lang/String;
.field private message:Ljava/lang/String;


# direct methods
.method constructor <init>()V
    .registers 3
    .line 4
    invoke-direct {v2}, Ljava/lang/Object;-><init>()V
    .line 5
    const-string v1, "INTERNAL_ERROR"
    iput-object v1, v2, Lcom/fc/ErrorSpec;->code:Ljava/lang/String;
    .line 6
    const-string v1, "Something went wrong"
    iput-object v1, v2, Lcom/fc/ErrorSpec;->message:Ljava/lang/String;
    return-void
.end method


# virtual methods
.method setCode(Ljava/lang/String;)V
    .registers 3
    .line 9
    iput-object v2, v1, Lcom/fc/ErrorSpec;->code:Ljava/lang/String;
    .line 10
    return-void
.end method

.method setMessage(Ljava/lang/String;)V
    .registers 3
    .line 13
    iput-object v2, v1, Lcom/fc/ErrorSpec;->message:Ljava/lang/String;
    .line 14
    return-void
.end method

.method code()Ljava/lang/String;
    .registers 2
    .line 17
    iget-object v0, v1, Lcom/fc/ErrorSpec;->code:Ljava/lang/String;
    return-object v0
.end method

.method message()Ljava/lang/String;
    .registers 2
    .line 21
    iget-object v0, v1, Lcom/fc/ErrorSpec;->message:Ljava/lang/String;
    return-object v0
.end method

