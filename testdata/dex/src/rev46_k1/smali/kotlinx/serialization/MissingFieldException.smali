.class public final Lkotlinx/serialization/MissingFieldException;
.super Ljava/lang/IllegalArgumentException;
.source "Core.kt"

.field private final missingFields:Ljava/util/List;

.method public constructor <init>(Ljava/util/List;Ljava/lang/String;)V
    .registers 6
    const-string v0, "missingFields"
    invoke-static {v4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "serialName"
    invoke-static {v5, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 25
    .line 26
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "Fields "
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    const-string v2, " are required for type with serial name \'"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v2, "\'"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    .line 25
    invoke-direct {v3, v0}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    iput-object v4, v3, Lkotlinx/serialization/MissingFieldException;->missingFields:Ljava/util/List;
    return-void
.end method

.method public final getMissingFields()Ljava/util/List;
    .registers 2
    .line 25
    iget-object v0, v1, Lkotlinx/serialization/MissingFieldException;->missingFields:Ljava/util/List;
    return-object v0
.end method

