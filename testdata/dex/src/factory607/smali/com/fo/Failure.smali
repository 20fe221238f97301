.class public final Lcom/fo/Failure;
.super Ljava/lang/Object;
.source "Failure.java"

# instance fields
.field private final code:Ljava/lang/String;
.field private final message:Ljava/lang/String;


# direct methods
.method private constructor <init>(Ljava/lang/String;Ljava/lang/String;)V
    .registers 4
    .line 8
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 9
    iput-object v2, v1, Lcom/fo/Failure;->code:Ljava/lang/String;
    .line 10
    iput-object v3, v1, Lcom/fo/Failure;->message:Ljava/lang/String;
    .line 11
    return-void
.end method

.method public static of(Ljava/lang/String;Ljava/lang/String;)Lcom/fo/Failure;
    .registers 3
    .line 14
    new-instance v0, Lcom/fo/Failure;
    invoke-direct {v0, v1, v2}, Lcom/fo/Failure;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    return-object v0
.end method

.method public static unavailable(Ljava/lang/String;)Lcom/fo/Failure;
    .registers 2
    .line 18
    const-string v0, "UNAVAILABLE"
    invoke-static {v0, v1}, Lcom/fo/Failure;->of(Ljava/lang/String;Ljava/lang/String;)Lcom/fo/Failure;
    move-result-object v0
    return-object v0
.end method


# virtual methods
.method public code()Ljava/lang/String;
    .registers 2
    .line 22
    iget-object v0, v1, Lcom/fo/Failure;->code:Ljava/lang/String;
    return-object v0
.end method

.method public message()Ljava/lang/String;
    .registers 2
    .line 26
    iget-object v0, v1, Lcom/fo/Failure;->message:Ljava/lang/String;
    return-object v0
.end method

