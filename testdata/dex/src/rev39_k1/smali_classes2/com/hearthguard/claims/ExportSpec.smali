.class public final Lcom/hearthguard/claims/ExportSpec;
.super Ljava/lang/Object;
.source "Claims.kt"


.field private final file:Ljava/io/File;

.field private final mode:I

.method public constructor <init>(Ljava/io/File;I)V
    .registers 4
    const-string v0, "file"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 72
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/hearthguard/claims/ExportSpec;->file:Ljava/io/File;
    iput p2, p0, Lcom/hearthguard/claims/ExportSpec;->mode:I
    return-void
.end method

.method public synthetic constructor <init>(Ljava/io/File;IILkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 5
    .line 72
    and-int/lit8 p3, p3, 0x2
    if-eqz p3, :cond_0
    const/high16 p2, 0x38000000
    :cond_0
    invoke-direct {p0, p1, p2}, Lcom/hearthguard/claims/ExportSpec;-><init>(Ljava/io/File;I)V
    return-void
.end method

.method public final open()Landroid/os/ParcelFileDescriptor;
    .registers 3
    .line 73
    iget-object v0, p0, Lcom/hearthguard/claims/ExportSpec;->file:Ljava/io/File;
    iget v1, p0, Lcom/hearthguard/claims/ExportSpec;->mode:I
    invoke-static {v0, v1}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;
    move-result-object v0
    const-string v1, "open(...)"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
.end method

.method public static synthetic copy$default(Lcom/hearthguard/claims/ExportSpec;Ljava/io/File;IILjava/lang/Object;)Lcom/hearthguard/claims/ExportSpec;
    .registers 5
    and-int/lit8 v0, p3, 0x1
    if-eqz v0, :cond_0
    iget-object p1, p0, Lcom/hearthguard/claims/ExportSpec;->file:Ljava/io/File;
    :cond_0
    and-int/lit8 v0, p3, 0x2
    if-eqz v0, :cond_1
    iget p2, p0, Lcom/hearthguard/claims/ExportSpec;->mode:I
    :cond_1
    invoke-virtual {p0, p1, p2}, Lcom/hearthguard/claims/ExportSpec;->copy(Ljava/io/File;I)Lcom/hearthguard/claims/ExportSpec;
    move-result-object p0
    return-object p0
.end method

.method public final component1()Ljava/io/File;
    .registers 2
    iget-object v0, p0, Lcom/hearthguard/claims/ExportSpec;->file:Ljava/io/File;
    return-object v0
.end method

.method public final component2()I
    .registers 2
    iget v0, p0, Lcom/hearthguard/claims/ExportSpec;->mode:I
    return v0
.end method

.method public final copy(Ljava/io/File;I)Lcom/hearthguard/claims/ExportSpec;
    .registers 4
    const-string v0, "file"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    new-instance v0, Lcom/hearthguard/claims/ExportSpec;
    invoke-direct {v0, p1, p2}, Lcom/hearthguard/claims/ExportSpec;-><init>(Ljava/io/File;I)V
    return-object v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 6
    const/4 v0, 0x1
    if-ne p0, p1, :cond_0
    return v0
    :cond_0
    instance-of v1, p1, Lcom/hearthguard/claims/ExportSpec;
    const/4 v2, 0x0
    if-nez v1, :cond_1
    return v2
    :cond_1
    check-cast p1, Lcom/hearthguard/claims/ExportSpec;
    iget-object v1, p0, Lcom/hearthguard/claims/ExportSpec;->file:Ljava/io/File;
    iget-object v3, p1, Lcom/hearthguard/claims/ExportSpec;->file:Ljava/io/File;
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v1
    if-nez v1, :cond_f0
    return v2
    :cond_f0
    iget v1, p0, Lcom/hearthguard/claims/ExportSpec;->mode:I
    iget v3, p1, Lcom/hearthguard/claims/ExportSpec;->mode:I
    if-eq v1, v3, :cond_f1
    return v2
    :cond_f1
    return v0
.end method

.method public final getFile()Ljava/io/File;
    .registers 2
    .line 72
    iget-object v0, p0, Lcom/hearthguard/claims/ExportSpec;->file:Ljava/io/File;
    return-object v0
.end method

.method public final getMode()I
    .registers 2
    .line 72
    iget v0, p0, Lcom/hearthguard/claims/ExportSpec;->mode:I
    return v0
.end method

.method public hashCode()I
    .registers 3
    iget-object v0, p0, Lcom/hearthguard/claims/ExportSpec;->file:Ljava/io/File;
    invoke-virtual {v0}, Ljava/io/File;->hashCode()I
    move-result v0
    iget v1, p0, Lcom/hearthguard/claims/ExportSpec;->mode:I
    invoke-static {v1}, Ljava/lang/Integer;->hashCode(I)I
    move-result v1
    mul-int/lit8 v0, v0, 0x1f
    add-int/2addr v0, v1
    return v0
.end method

.method public toString()Ljava/lang/String;
    .registers 3
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "ExportSpec(file="
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    iget-object v1, p0, Lcom/hearthguard/claims/ExportSpec;->file:Ljava/io/File;
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    move-result-object v0
    const-string v1, ", mode="
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    iget v1, p0, Lcom/hearthguard/claims/ExportSpec;->mode:I
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object v0
    const/16 v1, 0x29
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
