.class final Lcom/keyholder/grants/AutoValue_Grant;
.super Lcom/keyholder/grants/Grant;
.source "AutoValue_Grant.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/keyholder/grants/AutoValue_Grant$Builder;
    }
.end annotation


# instance fields
.field private final confirmed:Z

.field private final grantId:Ljava/lang/String;

.field private final guest:Ljava/lang/String;

.field private final level:Ljava/lang/String;

.field private final lockId:Ljava/lang/String;


# direct methods
.method private constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)V
    .registers 6

    .line 10
    invoke-direct {p0}, Lcom/keyholder/grants/Grant;-><init>()V

    .line 11
    iput-object p1, p0, Lcom/keyholder/grants/AutoValue_Grant;->grantId:Ljava/lang/String;

    .line 12
    iput-object p2, p0, Lcom/keyholder/grants/AutoValue_Grant;->lockId:Ljava/lang/String;

    .line 13
    iput-object p3, p0, Lcom/keyholder/grants/AutoValue_Grant;->guest:Ljava/lang/String;

    .line 14
    iput-object p4, p0, Lcom/keyholder/grants/AutoValue_Grant;->level:Ljava/lang/String;

    .line 15
    iput-boolean p5, p0, Lcom/keyholder/grants/AutoValue_Grant;->confirmed:Z

    .line 16
    return-void
.end method

.method synthetic constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZLcom/keyholder/grants/AutoValue_Grant-IA;)V
    .registers 7

    invoke-direct/range {p0 .. p5}, Lcom/keyholder/grants/AutoValue_Grant;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)V

    return-void
.end method


# virtual methods
.method public confirmed()Z
    .registers 2

    .line 40
    iget-boolean v0, p0, Lcom/keyholder/grants/AutoValue_Grant;->confirmed:Z

    return v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 5

    .line 51
    if-ne p1, p0, :cond_0

    .line 52
    const/4 v1, 0x1

    return v1

    .line 54
    :cond_0
    instance-of v1, p1, Lcom/keyholder/grants/Grant;

    if-eqz v1, :cond_2

    .line 55
    move-object v0, p1

    check-cast v0, Lcom/keyholder/grants/Grant;

    .line 56
    iget-object v1, p0, Lcom/keyholder/grants/AutoValue_Grant;->grantId:Ljava/lang/String;

    invoke-virtual {v0}, Lcom/keyholder/grants/Grant;->grantId()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v1, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    if-eqz v1, :cond_1

    iget-object v1, p0, Lcom/keyholder/grants/AutoValue_Grant;->lockId:Ljava/lang/String;

    .line 57
    invoke-virtual {v0}, Lcom/keyholder/grants/Grant;->lockId()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v1, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    if-eqz v1, :cond_1

    iget-object v1, p0, Lcom/keyholder/grants/AutoValue_Grant;->guest:Ljava/lang/String;

    .line 58
    invoke-virtual {v0}, Lcom/keyholder/grants/Grant;->guest()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v1, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    if-eqz v1, :cond_1

    iget-object v1, p0, Lcom/keyholder/grants/AutoValue_Grant;->level:Ljava/lang/String;

    .line 59
    invoke-virtual {v0}, Lcom/keyholder/grants/Grant;->level()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v1, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    if-eqz v1, :cond_1

    iget-boolean v1, p0, Lcom/keyholder/grants/AutoValue_Grant;->confirmed:Z

    .line 60
    invoke-virtual {v0}, Lcom/keyholder/grants/Grant;->confirmed()Z

    move-result v2

    if-ne v1, v2, :cond_1

    const/4 v1, 0x1

    goto :goto_0

    :cond_1
    const/4 v1, 0x0

    .line 56
    :goto_0
    return v1

    .line 62
    :cond_2
    const/4 v1, 0x0

    return v1
.end method

.method public grantId()Ljava/lang/String;
    .registers 2

    .line 20
    iget-object v0, p0, Lcom/keyholder/grants/AutoValue_Grant;->grantId:Ljava/lang/String;

    return-object v0
.end method

.method public guest()Ljava/lang/String;
    .registers 2

    .line 30
    iget-object v0, p0, Lcom/keyholder/grants/AutoValue_Grant;->guest:Ljava/lang/String;

    return-object v0
.end method

.method public hashCode()I
    .registers 4

    .line 67
    const/4 v0, 0x1

    .line 68
    const v2, 0xf4243

    mul-int/2addr v0, v2

    .line 69
    iget-object v2, p0, Lcom/keyholder/grants/AutoValue_Grant;->grantId:Ljava/lang/String;

    invoke-virtual {v2}, Ljava/lang/String;->hashCode()I

    move-result v2

    xor-int/2addr v0, v2

    .line 70
    const v2, 0xf4243

    mul-int/2addr v0, v2

    .line 71
    iget-object v2, p0, Lcom/keyholder/grants/AutoValue_Grant;->lockId:Ljava/lang/String;

    invoke-virtual {v2}, Ljava/lang/String;->hashCode()I

    move-result v2

    xor-int/2addr v0, v2

    .line 72
    const v2, 0xf4243

    mul-int/2addr v0, v2

    .line 73
    iget-object v2, p0, Lcom/keyholder/grants/AutoValue_Grant;->guest:Ljava/lang/String;

    invoke-virtual {v2}, Ljava/lang/String;->hashCode()I

    move-result v2

    xor-int/2addr v0, v2

    .line 74
    const v2, 0xf4243

    mul-int/2addr v0, v2

    .line 75
    iget-object v2, p0, Lcom/keyholder/grants/AutoValue_Grant;->level:Ljava/lang/String;

    invoke-virtual {v2}, Ljava/lang/String;->hashCode()I

    move-result v2

    xor-int/2addr v0, v2

    .line 76
    const v2, 0xf4243

    mul-int/2addr v0, v2

    .line 77
    iget-boolean v2, p0, Lcom/keyholder/grants/AutoValue_Grant;->confirmed:Z

    move v1, v0

    if-eqz v2, :cond_0

    const/16 v2, 0x4cf

    goto :goto_0

    :cond_0
    const/16 v2, 0x4d5

    :goto_0
    xor-int v0, v1, v2

    .line 78
    return v0
.end method

.method public level()Ljava/lang/String;
    .registers 2

    .line 35
    iget-object v0, p0, Lcom/keyholder/grants/AutoValue_Grant;->level:Ljava/lang/String;

    return-object v0
.end method

.method public lockId()Ljava/lang/String;
    .registers 2

    .line 25
    iget-object v0, p0, Lcom/keyholder/grants/AutoValue_Grant;->lockId:Ljava/lang/String;

    return-object v0
.end method

.method public toString()Ljava/lang/String;
    .registers 8

    .line 45
    iget-object v0, p0, Lcom/keyholder/grants/AutoValue_Grant;->grantId:Ljava/lang/String;

    iget-object v1, p0, Lcom/keyholder/grants/AutoValue_Grant;->lockId:Ljava/lang/String;

    iget-object v2, p0, Lcom/keyholder/grants/AutoValue_Grant;->guest:Ljava/lang/String;

    iget-object v3, p0, Lcom/keyholder/grants/AutoValue_Grant;->level:Ljava/lang/String;

    iget-boolean v4, p0, Lcom/keyholder/grants/AutoValue_Grant;->confirmed:Z

    new-instance v5, Ljava/lang/StringBuilder;

    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V

    const-string v6, "Grant{grantId="

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v5

    invoke-virtual {v5, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v5

    const-string v6, ", lockId="

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v5

    invoke-virtual {v5, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v5

    const-string v6, ", guest="

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v5

    invoke-virtual {v5, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v5

    const-string v6, ", level="

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v5

    invoke-virtual {v5, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v5

    const-string v6, ", confirmed="

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v5

    invoke-virtual {v5, v4}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;

    move-result-object v5

    const-string v6, "}"

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v5

    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
