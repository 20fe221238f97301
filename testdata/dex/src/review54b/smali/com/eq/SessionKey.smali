.class final Lcom/eq/SessionKey;
.super Ljava/lang/Object;
.source "SessionKey.java"

# instance fields
.field final token:Ljava/lang/String;
.field final uid:I


# direct methods
.method constructor <init>(Ljava/lang/String;I)V
    .registers 4
    .line 8
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 9
    iput-object v2, v1, Lcom/eq/SessionKey;->token:Ljava/lang/String;
    .line 10
    iput v3, v1, Lcom/eq/SessionKey;->uid:I
    .line 11
    return-void
.end method


# virtual methods
.method public equals(Ljava/lang/Object;)Z
    .registers 5
    .line 15
    instance-of v0, v4, Lcom/eq/SessionKey;
    if-nez v0, :L9
    .line 16
    const/4 v0, 0x0
    return v0
:L9
    .line 18
    move-object v0, v4
    check-cast v0, Lcom/eq/SessionKey;
    move-object v2, v0
    .line 19
    iget v0, v2, Lcom/eq/SessionKey;->uid:I
    iget v1, v3, Lcom/eq/SessionKey;->uid:I
    if-ne v0, v1, :L43
    iget-object v0, v2, Lcom/eq/SessionKey;->token:Ljava/lang/String;
    iget-object v1, v3, Lcom/eq/SessionKey;->token:Ljava/lang/String;
    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L43
    const/4 v0, 0x1
    goto :L44
:L43
    const/4 v0, 0x0
:L44
    return v0
.end method

.method public hashCode()I
    .registers 3
    .line 24
    iget-object v0, v2, Lcom/eq/SessionKey;->token:Ljava/lang/String;
    invoke-virtual {v0}, Ljava/lang/String;->hashCode()I
    move-result v0
    const/16 v1, 0x1f
    mul-int v0, v0, v1
    iget v1, v2, Lcom/eq/SessionKey;->uid:I
    add-int v0, v0, v1
    return v0
.end method

