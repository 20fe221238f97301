.class public final Lcom/quirewell/cetp/Outcome;
.super Ljava/lang/Object;
.source "Outcome.java"


# instance fields
.field private final flags:I

.field private final screen:Lcom/quirewell/cetp/Screen;

.field private final summary:Ljava/lang/String;

.field private final value:Lorg/json/JSONObject;


# direct methods
.method private constructor <init>(Lorg/json/JSONObject;Lcom/quirewell/cetp/Screen;Ljava/lang/String;I)V
    .registers 5

    .line 12
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 13
    iput-object p1, p0, Lcom/quirewell/cetp/Outcome;->value:Lorg/json/JSONObject;

    .line 14
    iput-object p2, p0, Lcom/quirewell/cetp/Outcome;->screen:Lcom/quirewell/cetp/Screen;

    .line 15
    iput-object p3, p0, Lcom/quirewell/cetp/Outcome;->summary:Ljava/lang/String;

    .line 16
    iput p4, p0, Lcom/quirewell/cetp/Outcome;->flags:I

    .line 17
    return-void
.end method

.method public static confirm(Lcom/quirewell/cetp/Screen;Ljava/lang/String;I)Lcom/quirewell/cetp/Outcome;
    .registers 5

    .line 25
    new-instance v0, Lcom/quirewell/cetp/Outcome;

    const/4 v1, 0x0

    invoke-direct {v0, v1, p0, p1, p2}, Lcom/quirewell/cetp/Outcome;-><init>(Lorg/json/JSONObject;Lcom/quirewell/cetp/Screen;Ljava/lang/String;I)V

    return-object v0
.end method

.method public static value(Lorg/json/JSONObject;)Lcom/quirewell/cetp/Outcome;
    .registers 5

    .line 20
    new-instance v0, Lcom/quirewell/cetp/Outcome;

    const/4 v1, 0x0

    const/4 v2, 0x0

    const/4 v3, 0x0

    invoke-direct {v0, p0, v1, v2, v3}, Lcom/quirewell/cetp/Outcome;-><init>(Lorg/json/JSONObject;Lcom/quirewell/cetp/Screen;Ljava/lang/String;I)V

    return-object v0
.end method


# virtual methods
.method public flags()I
    .registers 2

    .line 45
    iget v0, p0, Lcom/quirewell/cetp/Outcome;->flags:I

    return v0
.end method

.method public needsUser()Z
    .registers 2

    .line 29
    iget-object v0, p0, Lcom/quirewell/cetp/Outcome;->screen:Lcom/quirewell/cetp/Screen;

    if-eqz v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method public screen()Lcom/quirewell/cetp/Screen;
    .registers 2

    .line 37
    iget-object v0, p0, Lcom/quirewell/cetp/Outcome;->screen:Lcom/quirewell/cetp/Screen;

    return-object v0
.end method

.method public summary()Ljava/lang/String;
    .registers 2

    .line 41
    iget-object v0, p0, Lcom/quirewell/cetp/Outcome;->summary:Ljava/lang/String;

    return-object v0
.end method

.method public value()Lorg/json/JSONObject;
    .registers 2

    .line 33
    iget-object v0, p0, Lcom/quirewell/cetp/Outcome;->value:Lorg/json/JSONObject;

    return-object v0
.end method
