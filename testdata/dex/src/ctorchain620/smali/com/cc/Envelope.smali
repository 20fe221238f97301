.class final Lcom/cc/Envelope;
.super Ljava/lang/Object;
.source "Envelope.java"

# instance fields
.field private final method:Ljava/lang/String;
.field private final session:Ljava/lang/String;
.field private final deadline:J


# direct methods
.method private constructor <init>(Ljava/lang/String;Ljava/lang/String;J)V
    .registers 6
    .line 11
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 12
    iput-object v2, v1, Lcom/cc/Envelope;->method:Ljava/lang/String;
    .line 13
    iput-object v3, v1, Lcom/cc/Envelope;->session:Ljava/lang/String;
    .line 14
    iput-wide v4, v1, Lcom/cc/Envelope;->deadline:J
    .line 15
    return-void
.end method

.method private constructor <init>(Ljava/lang/String;Ljava/lang/String;)V
    .registers 8
    .line 18
    const-wide/16 v3, 0x0L
    invoke-direct {v5, v6, v7, v3, v4}, Lcom/cc/Envelope;-><init>(Ljava/lang/String;Ljava/lang/String;J)V
    .line 19
    return-void
.end method

.method static of(Ljava/lang/String;Landroid/os/Bundle;)Lcom/cc/Envelope;
    .registers 7
    .line 22
    new-instance v0, Lcom/cc/Envelope;
    const-string v4, "session_token"
    invoke-virtual {v6, v4}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v3
    invoke-direct {v0, v5, v3}, Lcom/cc/Envelope;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    return-object v0
.end method


# virtual methods
.method method()Ljava/lang/String;
    .registers 2
    .line 26
    iget-object v0, v1, Lcom/cc/Envelope;->method:Ljava/lang/String;
    return-object v0
.end method

.method session()Ljava/lang/String;
    .registers 2
    .line 30
    iget-object v0, v1, Lcom/cc/Envelope;->session:Ljava/lang/String;
    return-object v0
.end method

