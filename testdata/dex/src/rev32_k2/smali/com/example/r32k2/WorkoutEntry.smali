.class public final Lcom/example/r32k2/WorkoutEntry;
.super Ljava/lang/Object;
.source "FitnessTool.kt"


# instance fields
.field private final minutes:I

.field private final source:Ljava/lang/String;

.field private final type:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;ILjava/lang/String;)V
    .registers 5
    const-string v0, "type"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "source"
    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 18
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/r32k2/WorkoutEntry;->type:Ljava/lang/String;
    iput p2, p0, Lcom/example/r32k2/WorkoutEntry;->minutes:I
    iput-object p3, p0, Lcom/example/r32k2/WorkoutEntry;->source:Ljava/lang/String;
    return-void
.end method

.method public synthetic constructor <init>(Ljava/lang/String;ILjava/lang/String;ILkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 6
    .line 18
    and-int/lit8 p4, p4, 0x4
    if-eqz p4, :cond_0
    const-string p3, "agent"
    :cond_0
    invoke-direct {p0, p1, p2, p3}, Lcom/example/r32k2/WorkoutEntry;-><init>(Ljava/lang/String;ILjava/lang/String;)V
    return-void
.end method

.method public static synthetic copy$default(Lcom/example/r32k2/WorkoutEntry;Ljava/lang/String;ILjava/lang/String;ILjava/lang/Object;)Lcom/example/r32k2/WorkoutEntry;
    .registers 6
    and-int/lit8 p5, p4, 0x1
    if-eqz p5, :cond_0
    iget-object p1, p0, Lcom/example/r32k2/WorkoutEntry;->type:Ljava/lang/String;
    :cond_0
    and-int/lit8 p5, p4, 0x2
    if-eqz p5, :cond_1
    iget p2, p0, Lcom/example/r32k2/WorkoutEntry;->minutes:I
    :cond_1
    and-int/lit8 p4, p4, 0x4
    if-eqz p4, :cond_2
    iget-object p3, p0, Lcom/example/r32k2/WorkoutEntry;->source:Ljava/lang/String;
    :cond_2
    invoke-virtual {p0, p1, p2, p3}, Lcom/example/r32k2/WorkoutEntry;->copy(Ljava/lang/String;ILjava/lang/String;)Lcom/example/r32k2/WorkoutEntry;
    move-result-object p0
    return-object p0
.end method


# virtual methods
.method public final component1()Ljava/lang/String;
    .registers 2
    iget-object v0, p0, Lcom/example/r32k2/WorkoutEntry;->type:Ljava/lang/String;
    return-object v0
.end method

.method public final component2()I
    .registers 2
    iget v0, p0, Lcom/example/r32k2/WorkoutEntry;->minutes:I
    return v0
.end method

.method public final component3()Ljava/lang/String;
    .registers 2
    iget-object v0, p0, Lcom/example/r32k2/WorkoutEntry;->source:Ljava/lang/String;
    return-object v0
.end method

.method public final copy(Ljava/lang/String;ILjava/lang/String;)Lcom/example/r32k2/WorkoutEntry;
    .registers 5
    const-string v0, "type"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "source"
    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    new-instance v0, Lcom/example/r32k2/WorkoutEntry;
    invoke-direct {v0, p1, p2, p3}, Lcom/example/r32k2/WorkoutEntry;-><init>(Ljava/lang/String;ILjava/lang/String;)V
    return-object v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 6
    const/4 v0, 0x1
    if-ne p0, p1, :cond_0
    return v0
    :cond_0
    instance-of v1, p1, Lcom/example/r32k2/WorkoutEntry;
    const/4 v2, 0x0
    if-nez v1, :cond_1
    return v2
    :cond_1
    check-cast p1, Lcom/example/r32k2/WorkoutEntry;
    iget-object v1, p0, Lcom/example/r32k2/WorkoutEntry;->type:Ljava/lang/String;
    iget-object v3, p1, Lcom/example/r32k2/WorkoutEntry;->type:Ljava/lang/String;
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v1
    if-nez v1, :cond_2
    return v2
    :cond_2
    iget v1, p0, Lcom/example/r32k2/WorkoutEntry;->minutes:I
    iget v3, p1, Lcom/example/r32k2/WorkoutEntry;->minutes:I
    if-eq v1, v3, :cond_3
    return v2
    :cond_3
    iget-object v1, p0, Lcom/example/r32k2/WorkoutEntry;->source:Ljava/lang/String;
    iget-object p1, p1, Lcom/example/r32k2/WorkoutEntry;->source:Ljava/lang/String;
    invoke-static {v1, p1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p1
    if-nez p1, :cond_4
    return v2
    :cond_4
    return v0
.end method

.method public final getMinutes()I
    .registers 2
    .line 18
    iget v0, p0, Lcom/example/r32k2/WorkoutEntry;->minutes:I
    return v0
.end method

.method public final getSource()Ljava/lang/String;
    .registers 2
    .line 18
    iget-object v0, p0, Lcom/example/r32k2/WorkoutEntry;->source:Ljava/lang/String;
    return-object v0
.end method

.method public final getType()Ljava/lang/String;
    .registers 2
    .line 18
    iget-object v0, p0, Lcom/example/r32k2/WorkoutEntry;->type:Ljava/lang/String;
    return-object v0
.end method

.method public hashCode()I
    .registers 3
    iget-object v0, p0, Lcom/example/r32k2/WorkoutEntry;->type:Ljava/lang/String;
    invoke-virtual {v0}, Ljava/lang/String;->hashCode()I
    move-result v0
    mul-int/lit8 v0, v0, 0x1f
    iget v1, p0, Lcom/example/r32k2/WorkoutEntry;->minutes:I
    invoke-static {v1}, Ljava/lang/Integer;->hashCode(I)I
    move-result v1
    add-int/2addr v0, v1
    mul-int/lit8 v0, v0, 0x1f
    iget-object v1, p0, Lcom/example/r32k2/WorkoutEntry;->source:Ljava/lang/String;
    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I
    move-result v1
    add-int/2addr v0, v1
    return v0
.end method

.method public toString()Ljava/lang/String;
    .registers 3
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "WorkoutEntry(type="
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    iget-object v1, p0, Lcom/example/r32k2/WorkoutEntry;->type:Ljava/lang/String;
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    const-string v1, ", minutes="
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    iget v1, p0, Lcom/example/r32k2/WorkoutEntry;->minutes:I
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object v0
    const-string v1, ", source="
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    iget-object v1, p0, Lcom/example/r32k2/WorkoutEntry;->source:Ljava/lang/String;
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    const-string v1, ")"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public final toValues()Landroid/content/ContentValues;
    .registers 6
    .line 19
    new-instance v0, Landroid/content/ContentValues;
    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V
    move-object v1, v0
    .local v1, "$this$toValues_u24lambda_u240":Landroid/content/ContentValues;
    const/4 v2, 0x0
    .line 20
    .local v2, "$i$a$-apply-WorkoutEntry$toValues$1":I
    const-string v3, "type"
    iget-object v4, p0, Lcom/example/r32k2/WorkoutEntry;->type:Ljava/lang/String;
    invoke-virtual {v1, v3, v4}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 21
    const-string v3, "minutes"
    iget v4, p0, Lcom/example/r32k2/WorkoutEntry;->minutes:I
    invoke-static {v4}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v4
    invoke-virtual {v1, v3, v4}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V
    .line 22
    const-string v3, "source"
    iget-object v4, p0, Lcom/example/r32k2/WorkoutEntry;->source:Ljava/lang/String;
    invoke-virtual {v1, v3, v4}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 23
    nop
    .end local v1    # "$this$toValues_u24lambda_u240":Landroid/content/ContentValues;
    .end local v2    # "$i$a$-apply-WorkoutEntry$toValues$1":I
    .line 19
    return-object v0
.end method
