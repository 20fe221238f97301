.class final Lcom/th/Clauses;
.super Ljava/lang/Object;
.source "Clauses.java"


# direct methods
.method private constructor <init>()V
    .registers 2
    .line 5
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 6
    return-void
.end method

.method static varargs all([Ljava/lang/String;)Ljava/lang/String;
    .registers 8
    .line 9
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    move-object v2, v0
    .line 10
    move-object v5, v7
    array-length v0, v5
    move v6, v0
    const/4 v3, 0x0
:L16
    if-ge v3, v6, :L81
    aget-object v0, v5, v3
    move-object v4, v0
    .line 11
    if-eqz v4, :L75
    invoke-virtual {v4}, Ljava/lang/String;->isEmpty()Z
    move-result v0
    if-eqz v0, :L44
    .line 12
    goto :L75
:L44
    .line 14
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->length()I
    move-result v0
    if-lez v0, :L58
    .line 15
    const-string v1, " AND "
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
:L58
    .line 17
    const/16 v1, 0x28
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    const/16 v1, 0x29
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
:L75
    .line 10
    add-int/lit8 v3, v3, 0x1
    goto :L16
:L81
    .line 19
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method static both(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    .registers 6
    .line 23
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v2, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v3, " AND "
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method static pair(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    .registers 5
    .line 28
    const/4 v0, 0x2
    new-array v0, v0, [Ljava/lang/String;
    const/4 v2, 0x0
    aput-object v3, v0, v2
    const/4 v2, 0x1
    aput-object v4, v0, v2
    invoke-static {v0}, Lcom/th/Clauses;->all([Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method static varargs format(Ljava/lang/String;[Ljava/lang/Object;)Ljava/lang/String;
    .registers 3
    .line 32
    invoke-static {v1, v2}, Ljava/lang/String;->format(Ljava/lang/String;[Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

