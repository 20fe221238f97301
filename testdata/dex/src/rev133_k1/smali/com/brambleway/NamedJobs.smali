.class public final Lcom/brambleway/NamedJobs;
.super Ljava/lang/Object;
.source "Jobs.kt"

# interfaces
.implements Lcom/brambleway/Jobs;

# instance fields
.field private final synthetic $$delegate_0:Lcom/brambleway/Jobs;
.field private final name:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;Lcom/brambleway/Jobs;)V
    .registers 4
    const-string v0, "name"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "inner"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 16
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p2, p0, Lcom/brambleway/NamedJobs;->$$delegate_0:Lcom/brambleway/Jobs;
    iput-object p1, p0, Lcom/brambleway/NamedJobs;->name:Ljava/lang/String;
    return-void
.end method


# virtual methods
.method public final getName()Ljava/lang/String;
    .registers 2
    .line 16
    iget-object v0, p0, Lcom/brambleway/NamedJobs;->name:Ljava/lang/String;
    return-object v0
.end method

.method public post(Lkotlin/jvm/functions/Function0;)V
    .registers 4
    const-string v1, "job"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    iget-object v0, p0, Lcom/brambleway/NamedJobs;->$$delegate_0:Lcom/brambleway/Jobs;
    invoke-interface {v0, p1}, Lcom/brambleway/Jobs;->post(Lkotlin/jvm/functions/Function0;)V
    return-void
.end method

.method public toString()Ljava/lang/String;
    .registers 4
    .line 17
    iget-object v0, p0, Lcom/brambleway/NamedJobs;->name:Ljava/lang/String;
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "jobs["
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v2, "]"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
