.class public final Lcom/saltmarsh/ferry/Pass;
.super Ljava/lang/Object;
.source "Db.kt"


# instance fields
.field private final balancePence:I

.field private final id:Ljava/lang/String;

.field private final label:Ljava/lang/String;

.field private final vehicle:Ljava/lang/String;


# direct methods
.method private constructor <init>(Ljava/lang/String;Ljava/lang/String;ILjava/lang/String;)V
    .registers 6

    const-string v0, "id"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "label"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 21
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/saltmarsh/ferry/Pass;->id:Ljava/lang/String;

    iput-object p2, p0, Lcom/saltmarsh/ferry/Pass;->label:Ljava/lang/String;

    iput p3, p0, Lcom/saltmarsh/ferry/Pass;->balancePence:I

    iput-object p4, p0, Lcom/saltmarsh/ferry/Pass;->vehicle:Ljava/lang/String;

    return-void
.end method

.method public synthetic constructor <init>(Ljava/lang/String;Ljava/lang/String;ILjava/lang/String;Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 6

    invoke-direct {p0, p1, p2, p3, p4}, Lcom/saltmarsh/ferry/Pass;-><init>(Ljava/lang/String;Ljava/lang/String;ILjava/lang/String;)V

    return-void
.end method

.method public static synthetic copy-iqzHLao$default(Lcom/saltmarsh/ferry/Pass;Ljava/lang/String;Ljava/lang/String;ILjava/lang/String;ILjava/lang/Object;)Lcom/saltmarsh/ferry/Pass;
    .registers 8

    and-int/lit8 v0, p5, 0x1

    if-eqz v0, :cond_0

    iget-object p1, p0, Lcom/saltmarsh/ferry/Pass;->id:Ljava/lang/String;

    :cond_0
    and-int/lit8 v0, p5, 0x2

    if-eqz v0, :cond_1

    iget-object p2, p0, Lcom/saltmarsh/ferry/Pass;->label:Ljava/lang/String;

    :cond_1
    and-int/lit8 v0, p5, 0x4

    if-eqz v0, :cond_2

    iget p3, p0, Lcom/saltmarsh/ferry/Pass;->balancePence:I

    :cond_2
    and-int/lit8 v0, p5, 0x8

    if-eqz v0, :cond_3

    iget-object p4, p0, Lcom/saltmarsh/ferry/Pass;->vehicle:Ljava/lang/String;

    :cond_3
    invoke-virtual {p0, p1, p2, p3, p4}, Lcom/saltmarsh/ferry/Pass;->copy-iqzHLao(Ljava/lang/String;Ljava/lang/String;ILjava/lang/String;)Lcom/saltmarsh/ferry/Pass;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public final component1-4b-01hs()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lcom/saltmarsh/ferry/Pass;->id:Ljava/lang/String;

    return-object v0
.end method

.method public final component2()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lcom/saltmarsh/ferry/Pass;->label:Ljava/lang/String;

    return-object v0
.end method

.method public final component3()I
    .registers 2

    iget v0, p0, Lcom/saltmarsh/ferry/Pass;->balancePence:I

    return v0
.end method

.method public final component4()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lcom/saltmarsh/ferry/Pass;->vehicle:Ljava/lang/String;

    return-object v0
.end method

.method public final copy-iqzHLao(Ljava/lang/String;Ljava/lang/String;ILjava/lang/String;)Lcom/saltmarsh/ferry/Pass;
    .registers 11

    const-string v1, "id"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "label"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    new-instance v0, Lcom/saltmarsh/ferry/Pass;

    move-object v1, p1

    move-object v2, p2

    move v3, p3

    move-object v4, p4

    const/4 v5, 0x0

    invoke-direct/range {v0 .. v5}, Lcom/saltmarsh/ferry/Pass;-><init>(Ljava/lang/String;Ljava/lang/String;ILjava/lang/String;Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    return-object v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 5

    if-ne p0, p1, :cond_0

    const/4 v0, 0x1

    return v0

    :cond_0
    instance-of v0, p1, Lcom/saltmarsh/ferry/Pass;

    if-nez v0, :cond_1

    const/4 v0, 0x0

    return v0

    :cond_1
    move-object v0, p1

    check-cast v0, Lcom/saltmarsh/ferry/Pass;

    move-object v2, v0

    iget-object v0, p0, Lcom/saltmarsh/ferry/Pass;->id:Ljava/lang/String;

    iget-object v1, v2, Lcom/saltmarsh/ferry/Pass;->id:Ljava/lang/String;

    invoke-static {v0, v1}, Lcom/saltmarsh/ferry/PassId;->equals-impl0(Ljava/lang/String;Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_2

    const/4 v0, 0x0

    return v0

    :cond_2
    iget-object v0, p0, Lcom/saltmarsh/ferry/Pass;->label:Ljava/lang/String;

    iget-object v1, v2, Lcom/saltmarsh/ferry/Pass;->label:Ljava/lang/String;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    const/4 v0, 0x0

    return v0

    :cond_3
    iget v0, p0, Lcom/saltmarsh/ferry/Pass;->balancePence:I

    iget v1, v2, Lcom/saltmarsh/ferry/Pass;->balancePence:I

    if-eq v0, v1, :cond_4

    const/4 v0, 0x0

    return v0

    :cond_4
    iget-object v0, p0, Lcom/saltmarsh/ferry/Pass;->vehicle:Ljava/lang/String;

    iget-object v1, v2, Lcom/saltmarsh/ferry/Pass;->vehicle:Ljava/lang/String;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_5

    const/4 v0, 0x0

    return v0

    :cond_5
    const/4 v0, 0x1

    return v0
.end method

.method public final getBalancePence()I
    .registers 2

    .line 21
    iget v0, p0, Lcom/saltmarsh/ferry/Pass;->balancePence:I

    return v0
.end method

.method public final getId-4b-01hs()Ljava/lang/String;
    .registers 2

    .line 21
    iget-object v0, p0, Lcom/saltmarsh/ferry/Pass;->id:Ljava/lang/String;

    return-object v0
.end method

.method public final getLabel()Ljava/lang/String;
    .registers 2

    .line 21
    iget-object v0, p0, Lcom/saltmarsh/ferry/Pass;->label:Ljava/lang/String;

    return-object v0
.end method

.method public final getVehicle()Ljava/lang/String;
    .registers 2

    .line 21
    iget-object v0, p0, Lcom/saltmarsh/ferry/Pass;->vehicle:Ljava/lang/String;

    return-object v0
.end method

.method public hashCode()I
    .registers 4

    iget-object v0, p0, Lcom/saltmarsh/ferry/Pass;->id:Ljava/lang/String;

    invoke-static {v0}, Lcom/saltmarsh/ferry/PassId;->hashCode-impl(Ljava/lang/String;)I

    move-result v2

    mul-int/lit8 v0, v2, 0x1f

    iget-object v1, p0, Lcom/saltmarsh/ferry/Pass;->label:Ljava/lang/String;

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v1

    add-int v2, v0, v1

    mul-int/lit8 v0, v2, 0x1f

    iget v1, p0, Lcom/saltmarsh/ferry/Pass;->balancePence:I

    invoke-static {v1}, Ljava/lang/Integer;->hashCode(I)I

    move-result v1

    add-int v2, v0, v1

    mul-int/lit8 v0, v2, 0x1f

    iget-object v1, p0, Lcom/saltmarsh/ferry/Pass;->vehicle:Ljava/lang/String;

    if-nez v1, :cond_0

    const/4 v1, 0x0

    goto :goto_0

    :cond_0
    iget-object v1, p0, Lcom/saltmarsh/ferry/Pass;->vehicle:Ljava/lang/String;

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v1

    :goto_0
    add-int v2, v0, v1

    return v2
.end method

.method public final json()Lorg/json/JSONObject;
    .registers 4

    .line 22
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    iget-object v2, p0, Lcom/saltmarsh/ferry/Pass;->id:Ljava/lang/String;

    const-string v1, "pass_id"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/saltmarsh/ferry/Pass;->label:Ljava/lang/String;

    const-string v1, "label"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget v2, p0, Lcom/saltmarsh/ferry/Pass;->balancePence:I

    const-string v1, "balance_pence"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/saltmarsh/ferry/Pass;->vehicle:Ljava/lang/String;

    const-string v1, "vehicle"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method

.method public toString()Ljava/lang/String;
    .registers 7

    iget-object v0, p0, Lcom/saltmarsh/ferry/Pass;->id:Ljava/lang/String;

    invoke-static {v0}, Lcom/saltmarsh/ferry/PassId;->toString-impl(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    iget-object v1, p0, Lcom/saltmarsh/ferry/Pass;->label:Ljava/lang/String;

    iget v2, p0, Lcom/saltmarsh/ferry/Pass;->balancePence:I

    iget-object v3, p0, Lcom/saltmarsh/ferry/Pass;->vehicle:Ljava/lang/String;

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "Pass(id="

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v5, ", label="

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v5, ", balancePence="

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    const-string v5, ", vehicle="

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v5, ")"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
