.class public final Lcom/pawsbook/clinic/Visit;
.super Ljava/lang/Object;
.source "Clinic.kt"

.field private final id:Ljava/lang/String;
.field private final petId:Ljava/lang/String;

.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;)V
    .registers 4
    const-string v0, "id"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "petId"
    invoke-static {v3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 13
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    iput-object v2, v1, Lcom/pawsbook/clinic/Visit;->id:Ljava/lang/String;
    iput-object v3, v1, Lcom/pawsbook/clinic/Visit;->petId:Ljava/lang/String;
    return-void
.end method

.method public final getId()Ljava/lang/String;
    .registers 2
    .line 13
    iget-object v0, v1, Lcom/pawsbook/clinic/Visit;->id:Ljava/lang/String;
    return-object v0
.end method

.method public final getPetId()Ljava/lang/String;
    .registers 2
    .line 13
    iget-object v0, v1, Lcom/pawsbook/clinic/Visit;->petId:Ljava/lang/String;
    return-object v0
.end method

