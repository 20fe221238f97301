.class public final Lcom/lendshed/core/LendArgs;
.super Lcom/android/tools/r8/RecordTag;
.source "LendArgs.java"

.field private final borrower:Ljava/lang/String;
.field private final confirmed:Z
.field private final itemId:Ljava/lang/String;

.method public constructor <init>(Ljava/lang/String;ZLjava/lang/String;)V
    .registers 4
    .line 7
    invoke-direct {p0}, Lcom/android/tools/r8/RecordTag;-><init>()V
    iput-object p1, p0, Lcom/lendshed/core/LendArgs;->itemId:Ljava/lang/String;
    iput-boolean p2, p0, Lcom/lendshed/core/LendArgs;->confirmed:Z
    iput-object p3, p0, Lcom/lendshed/core/LendArgs;->borrower:Ljava/lang/String;
    return-void
.end method

.method private synthetic $record$equals(Ljava/lang/Object;)Z
    .registers 5
    instance-of v0, p1, Lcom/lendshed/core/LendArgs;
    if-eqz v0, :cond_no
    check-cast p1, Lcom/lendshed/core/LendArgs;
    iget-object v0, p0, Lcom/lendshed/core/LendArgs;->itemId:Ljava/lang/String;
    iget-object v1, p1, Lcom/lendshed/core/LendArgs;->itemId:Ljava/lang/String;
    invoke-static {v0, v1}, Ljava/util/Objects;->equals(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_no
    iget-boolean v0, p0, Lcom/lendshed/core/LendArgs;->confirmed:Z
    iget-boolean v1, p1, Lcom/lendshed/core/LendArgs;->confirmed:Z
    if-ne v0, v1, :cond_no
    iget-object v0, p0, Lcom/lendshed/core/LendArgs;->borrower:Ljava/lang/String;
    iget-object v1, p1, Lcom/lendshed/core/LendArgs;->borrower:Ljava/lang/String;
    invoke-static {v0, v1}, Ljava/util/Objects;->equals(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :cond_no
    const/4 v0, 0x1
    return v0
    :cond_no
    const/4 v0, 0x0
    return v0
.end method

.method private synthetic $record$getFieldsAsObjects()[Ljava/lang/Object;
    .registers 6
    iget-object v0, p0, Lcom/lendshed/core/LendArgs;->itemId:Ljava/lang/String;
    iget-boolean v1, p0, Lcom/lendshed/core/LendArgs;->confirmed:Z
    invoke-static {v1}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;
    move-result-object v1
    iget-object v2, p0, Lcom/lendshed/core/LendArgs;->borrower:Ljava/lang/String;
    const/4 v3, 0x3
    new-array v3, v3, [Ljava/lang/Object;
    const/4 v4, 0x0
    aput-object v0, v3, v4
    const/4 v0, 0x1
    aput-object v1, v3, v0
    const/4 v0, 0x2
    aput-object v2, v3, v0
    return-object v3
.end method

.method public static parse(Lorg/json/JSONObject;)Lcom/lendshed/core/LendArgs;
    .registers 6
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation
    .line 9
    new-instance v0, Lcom/lendshed/core/LendArgs;
    const-string v1, "item_id"
    invoke-virtual {p0, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    const-string v2, "confirmed"
    invoke-virtual {p0, v2}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z
    move-result v2
    const-string v3, "borrower"
    invoke-virtual {p0, v3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v3
    invoke-direct {v0, v1, v2, v3}, Lcom/lendshed/core/LendArgs;-><init>(Ljava/lang/String;ZLjava/lang/String;)V
    return-object v0
.end method

.method public borrower()Ljava/lang/String;
    .registers 2
    .line 7
    iget-object v0, p0, Lcom/lendshed/core/LendArgs;->borrower:Ljava/lang/String;
    return-object v0
.end method

.method public confirmed()Z
    .registers 2
    .line 7
    iget-boolean v0, p0, Lcom/lendshed/core/LendArgs;->confirmed:Z
    return v0
.end method

.method public final equals(Ljava/lang/Object;)Z
    .registers 3
    .line 7
    invoke-direct {p0, p1}, Lcom/lendshed/core/LendArgs;->$record$equals(Ljava/lang/Object;)Z
    move-result v0
    return v0
.end method

.method public final hashCode()I
    .registers 5
    .line 7
    iget-object v0, p0, Lcom/lendshed/core/LendArgs;->itemId:Ljava/lang/String;
    iget-boolean v1, p0, Lcom/lendshed/core/LendArgs;->confirmed:Z
    iget-object v2, p0, Lcom/lendshed/core/LendArgs;->borrower:Ljava/lang/String;
    invoke-static {v0, v1, v2}, Lcom/lendshed/core/LendArgs$$ExternalSyntheticRecord0;->m(Ljava/lang/Object;ZLjava/lang/Object;)I
    move-result v3
    return v3
.end method

.method public itemId()Ljava/lang/String;
    .registers 2
    .line 7
    iget-object v0, p0, Lcom/lendshed/core/LendArgs;->itemId:Ljava/lang/String;
    return-object v0
.end method

.method public final toString()Ljava/lang/String;
    .registers 4
    .line 7
    invoke-direct {p0}, Lcom/lendshed/core/LendArgs;->$record$getFieldsAsObjects()[Ljava/lang/Object;
    move-result-object v0
    const-class v1, Lcom/lendshed/core/LendArgs;
    const-string v2, "itemId;confirmed;borrower"
    invoke-static {v0, v1, v2}, Lcom/lendshed/core/LendArgs$$ExternalSyntheticRecord1;->m([Ljava/lang/Object;Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
