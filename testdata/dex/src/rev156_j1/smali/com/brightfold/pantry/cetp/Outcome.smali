.class public final Lcom/brightfold/pantry/cetp/Outcome;
.super Ljava/lang/Object;
.source "Outcome.java"


# instance fields
.field private final fd:Landroid/os/ParcelFileDescriptor;

.field private final mediaType:Ljava/lang/String;

.field private final sha256:Ljava/lang/String;

.field private final size:J

.field private final value:Lorg/json/JSONObject;


# direct methods
.method private constructor <init>(Lorg/json/JSONObject;Landroid/os/ParcelFileDescriptor;Ljava/lang/String;JLjava/lang/String;)V
    .registers 7

    .line 14
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 15
    iput-object p1, p0, Lcom/brightfold/pantry/cetp/Outcome;->value:Lorg/json/JSONObject;

    .line 16
    iput-object p2, p0, Lcom/brightfold/pantry/cetp/Outcome;->fd:Landroid/os/ParcelFileDescriptor;

    .line 17
    iput-object p3, p0, Lcom/brightfold/pantry/cetp/Outcome;->mediaType:Ljava/lang/String;

    .line 18
    iput-wide p4, p0, Lcom/brightfold/pantry/cetp/Outcome;->size:J

    .line 19
    iput-object p6, p0, Lcom/brightfold/pantry/cetp/Outcome;->sha256:Ljava/lang/String;

    .line 20
    return-void
.end method

.method public static file(Landroid/os/ParcelFileDescriptor;Ljava/lang/String;JLjava/lang/String;)Lcom/brightfold/pantry/cetp/Outcome;
    .registers 13

    .line 27
    new-instance v0, Lcom/brightfold/pantry/cetp/Outcome;

    move-object v1, v0

    const/4 v2, 0x0

    move-object v3, p0

    move-object v4, p1

    move-wide v5, p2

    move-object v7, p4

    invoke-direct/range {v1 .. v7}, Lcom/brightfold/pantry/cetp/Outcome;-><init>(Lorg/json/JSONObject;Landroid/os/ParcelFileDescriptor;Ljava/lang/String;JLjava/lang/String;)V

    return-object v0
.end method

.method public static inline(Lorg/json/JSONObject;)Lcom/brightfold/pantry/cetp/Outcome;
    .registers 9

    .line 23
    new-instance v0, Lcom/brightfold/pantry/cetp/Outcome;

    move-object v1, v0

    move-object v2, p0

    const/4 v3, 0x0

    const/4 v4, 0x0

    const-wide/16 v5, 0x0

    const/4 v7, 0x0

    invoke-direct/range {v1 .. v7}, Lcom/brightfold/pantry/cetp/Outcome;-><init>(Lorg/json/JSONObject;Landroid/os/ParcelFileDescriptor;Ljava/lang/String;JLjava/lang/String;)V

    return-object v0
.end method


# virtual methods
.method public fd()Landroid/os/ParcelFileDescriptor;
    .registers 2

    .line 39
    iget-object v0, p0, Lcom/brightfold/pantry/cetp/Outcome;->fd:Landroid/os/ParcelFileDescriptor;

    return-object v0
.end method

.method public isFile()Z
    .registers 2

    .line 31
    iget-object v0, p0, Lcom/brightfold/pantry/cetp/Outcome;->fd:Landroid/os/ParcelFileDescriptor;

    if-eqz v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method public mediaType()Ljava/lang/String;
    .registers 2

    .line 43
    iget-object v0, p0, Lcom/brightfold/pantry/cetp/Outcome;->mediaType:Ljava/lang/String;

    return-object v0
.end method

.method public sha256()Ljava/lang/String;
    .registers 2

    .line 51
    iget-object v0, p0, Lcom/brightfold/pantry/cetp/Outcome;->sha256:Ljava/lang/String;

    return-object v0
.end method

.method public size()J
    .registers 3

    .line 47
    iget-wide v0, p0, Lcom/brightfold/pantry/cetp/Outcome;->size:J

    return-wide v0
.end method

.method public value()Lorg/json/JSONObject;
    .registers 2

    .line 35
    iget-object v0, p0, Lcom/brightfold/pantry/cetp/Outcome;->value:Lorg/json/JSONObject;

    return-object v0
.end method
