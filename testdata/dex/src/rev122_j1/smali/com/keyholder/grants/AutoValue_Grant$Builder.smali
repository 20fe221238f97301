.class final Lcom/keyholder/grants/AutoValue_Grant$Builder;
.super Lcom/keyholder/grants/Grant$Builder;
.source "AutoValue_Grant.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/keyholder/grants/AutoValue_Grant;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x18
    name = "Builder"
.end annotation


# instance fields
.field private confirmed:Ljava/lang/Boolean;

.field private grantId:Ljava/lang/String;

.field private guest:Ljava/lang/String;

.field private level:Ljava/lang/String;

.field private lockId:Ljava/lang/String;


# direct methods
.method constructor <init>()V
    .registers 1

    .line 88
    invoke-direct {p0}, Lcom/keyholder/grants/Grant$Builder;-><init>()V

    .line 89
    return-void
.end method


# virtual methods
.method public build()Lcom/keyholder/grants/Grant;
    .registers 10

    .line 135
    const-string v0, ""

    .line 136
    iget-object v1, p0, Lcom/keyholder/grants/AutoValue_Grant$Builder;->grantId:Ljava/lang/String;

    if-nez v1, :cond_0

    .line 137
    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, " grantId"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    .line 139
    :cond_0
    iget-object v1, p0, Lcom/keyholder/grants/AutoValue_Grant$Builder;->lockId:Ljava/lang/String;

    if-nez v1, :cond_1

    .line 140
    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, " lockId"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    .line 142
    :cond_1
    iget-object v1, p0, Lcom/keyholder/grants/AutoValue_Grant$Builder;->guest:Ljava/lang/String;

    if-nez v1, :cond_2

    .line 143
    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, " guest"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    .line 145
    :cond_2
    iget-object v1, p0, Lcom/keyholder/grants/AutoValue_Grant$Builder;->level:Ljava/lang/String;

    if-nez v1, :cond_3

    .line 146
    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, " level"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    .line 148
    :cond_3
    iget-object v1, p0, Lcom/keyholder/grants/AutoValue_Grant$Builder;->confirmed:Ljava/lang/Boolean;

    if-nez v1, :cond_4

    .line 149
    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, " confirmed"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    .line 151
    :cond_4
    invoke-virtual {v0}, Ljava/lang/String;->isEmpty()Z

    move-result v1

    if-nez v1, :cond_5

    .line 152
    new-instance v1, Ljava/lang/IllegalStateException;

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "Missing required properties:"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    invoke-direct {v1, v3}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v1

    .line 154
    :cond_5
    new-instance v1, Lcom/keyholder/grants/AutoValue_Grant;

    iget-object v3, p0, Lcom/keyholder/grants/AutoValue_Grant$Builder;->grantId:Ljava/lang/String;

    iget-object v4, p0, Lcom/keyholder/grants/AutoValue_Grant$Builder;->lockId:Ljava/lang/String;

    iget-object v5, p0, Lcom/keyholder/grants/AutoValue_Grant$Builder;->guest:Ljava/lang/String;

    iget-object v6, p0, Lcom/keyholder/grants/AutoValue_Grant$Builder;->level:Ljava/lang/String;

    iget-object v7, p0, Lcom/keyholder/grants/AutoValue_Grant$Builder;->confirmed:Ljava/lang/Boolean;

    invoke-virtual {v7}, Ljava/lang/Boolean;->booleanValue()Z

    move-result v7

    move-object v2, v1

    const/4 v8, 0x0

    invoke-direct/range {v2 .. v8}, Lcom/keyholder/grants/AutoValue_Grant;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZLcom/keyholder/grants/AutoValue_Grant-IA;)V

    return-object v1
.end method

.method public setConfirmed(Z)Lcom/keyholder/grants/Grant$Builder;
    .registers 3

    .line 129
    invoke-static {p1}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v0

    iput-object v0, p0, Lcom/keyholder/grants/AutoValue_Grant$Builder;->confirmed:Ljava/lang/Boolean;

    .line 130
    return-object p0
.end method

.method public setGrantId(Ljava/lang/String;)Lcom/keyholder/grants/Grant$Builder;
    .registers 4

    .line 93
    if-nez p1, :cond_0

    .line 94
    new-instance v0, Ljava/lang/NullPointerException;

    const-string v1, "Null grantId"

    invoke-direct {v0, v1}, Ljava/lang/NullPointerException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 96
    :cond_0
    iput-object p1, p0, Lcom/keyholder/grants/AutoValue_Grant$Builder;->grantId:Ljava/lang/String;

    .line 97
    return-object p0
.end method

.method public setGuest(Ljava/lang/String;)Lcom/keyholder/grants/Grant$Builder;
    .registers 4

    .line 111
    if-nez p1, :cond_0

    .line 112
    new-instance v0, Ljava/lang/NullPointerException;

    const-string v1, "Null guest"

    invoke-direct {v0, v1}, Ljava/lang/NullPointerException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 114
    :cond_0
    iput-object p1, p0, Lcom/keyholder/grants/AutoValue_Grant$Builder;->guest:Ljava/lang/String;

    .line 115
    return-object p0
.end method

.method public setLevel(Ljava/lang/String;)Lcom/keyholder/grants/Grant$Builder;
    .registers 4

    .line 120
    if-nez p1, :cond_0

    .line 121
    new-instance v0, Ljava/lang/NullPointerException;

    const-string v1, "Null level"

    invoke-direct {v0, v1}, Ljava/lang/NullPointerException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 123
    :cond_0
    iput-object p1, p0, Lcom/keyholder/grants/AutoValue_Grant$Builder;->level:Ljava/lang/String;

    .line 124
    return-object p0
.end method

.method public setLockId(Ljava/lang/String;)Lcom/keyholder/grants/Grant$Builder;
    .registers 4

    .line 102
    if-nez p1, :cond_0

    .line 103
    new-instance v0, Ljava/lang/NullPointerException;

    const-string v1, "Null lockId"

    invoke-direct {v0, v1}, Ljava/lang/NullPointerException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 105
    :cond_0
    iput-object p1, p0, Lcom/keyholder/grants/AutoValue_Grant$Builder;->lockId:Ljava/lang/String;

    .line 106
    return-object p0
.end method
