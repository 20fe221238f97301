.class public final Lapp/larder/kitchen/cetp/Outcome$Done;
.super Ljava/lang/Object;
.source "Outcome.kt"

# interfaces
.implements Lapp/larder/kitchen/cetp/Outcome;


# instance fields
.field private final value:Lorg/json/JSONObject;


# direct methods
.method public constructor <init>(Lorg/json/JSONObject;)V
    .registers 3

    const-string v0, "value"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 11
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/larder/kitchen/cetp/Outcome$Done;->value:Lorg/json/JSONObject;

    return-void
.end method

.method public static synthetic copy$default(Lapp/larder/kitchen/cetp/Outcome$Done;Lorg/json/JSONObject;ILjava/lang/Object;)Lapp/larder/kitchen/cetp/Outcome$Done;
    .registers 5

    and-int/lit8 v0, p2, 0x1

    if-eqz v0, :cond_0

    iget-object p1, p0, Lapp/larder/kitchen/cetp/Outcome$Done;->value:Lorg/json/JSONObject;

    :cond_0
    invoke-virtual {p0, p1}, Lapp/larder/kitchen/cetp/Outcome$Done;->copy(Lorg/json/JSONObject;)Lapp/larder/kitchen/cetp/Outcome$Done;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public final component1()Lorg/json/JSONObject;
    .registers 2

    iget-object v0, p0, Lapp/larder/kitchen/cetp/Outcome$Done;->value:Lorg/json/JSONObject;

    return-object v0
.end method

.method public final copy(Lorg/json/JSONObject;)Lapp/larder/kitchen/cetp/Outcome$Done;
    .registers 4

    const-string v1, "value"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    new-instance v0, Lapp/larder/kitchen/cetp/Outcome$Done;

    invoke-direct {v0, p1}, Lapp/larder/kitchen/cetp/Outcome$Done;-><init>(Lorg/json/JSONObject;)V

    return-object v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 5

    if-ne p0, p1, :cond_0

    const/4 v0, 0x1

    return v0

    :cond_0
    instance-of v0, p1, Lapp/larder/kitchen/cetp/Outcome$Done;

    if-nez v0, :cond_1

    const/4 v0, 0x0

    return v0

    :cond_1
    move-object v0, p1

    check-cast v0, Lapp/larder/kitchen/cetp/Outcome$Done;

    move-object v2, v0

    iget-object v0, p0, Lapp/larder/kitchen/cetp/Outcome$Done;->value:Lorg/json/JSONObject;

    iget-object v1, v2, Lapp/larder/kitchen/cetp/Outcome$Done;->value:Lorg/json/JSONObject;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    const/4 v0, 0x0

    return v0

    :cond_2
    const/4 v0, 0x1

    return v0
.end method

.method public final getValue()Lorg/json/JSONObject;
    .registers 2

    .line 11
    iget-object v0, p0, Lapp/larder/kitchen/cetp/Outcome$Done;->value:Lorg/json/JSONObject;

    return-object v0
.end method

.method public hashCode()I
    .registers 2

    iget-object v0, p0, Lapp/larder/kitchen/cetp/Outcome$Done;->value:Lorg/json/JSONObject;

    invoke-virtual {v0}, Lorg/json/JSONObject;->hashCode()I

    move-result v0

    return v0
.end method

.method public toString()Ljava/lang/String;
    .registers 4

    iget-object v0, p0, Lapp/larder/kitchen/cetp/Outcome$Done;->value:Lorg/json/JSONObject;

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "Done(value="

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;

    const-string v2, ")"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
