# kotlinc's class for the bound reference ArchiveProvider::stats (ArchiveProvider.kt line 12).
.class final synthetic Lcom/example/r13/ArchiveProvider$handlers$1;
.super Lkotlin/jvm/internal/FunctionReferenceImpl;
.source "ArchiveProvider.kt"
.implements Lkotlin/jvm/functions/Function1;

.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/example/r13/ArchiveProvider;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x1018
    name = null
.end annotation

.method constructor <init>(Ljava/lang/Object;)V
    .locals 7
    const/4 v1, 0x1
    const-class v3, Lcom/example/r13/ArchiveProvider;
    const-string v4, "stats"
    const-string v5, "stats(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;"
    const/4 v6, 0x0
    move-object v0, p0
    move-object v2, p1
    invoke-direct/range {v0 .. v6}, Lkotlin/jvm/internal/FunctionReferenceImpl;-><init>(ILjava/lang/Object;Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;I)V
    return-void
.end method

.method public final invoke(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .locals 1
    const-string v0, "p0"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 12
    iget-object v0, p0, Lkotlin/jvm/internal/CallableReference;->receiver:Ljava/lang/Object;
    check-cast v0, Lcom/example/r13/ArchiveProvider;
    invoke-static {v0, p1}, Lcom/example/r13/ArchiveProvider;->access$stats(Lcom/example/r13/ArchiveProvider;Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    return-object p1
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;)Ljava/lang/Object;
    .locals 0
    .line 12
    check-cast p1, Lcom/clawseed/cetp/sdk/CetpProviderRequest;
    invoke-virtual {p0, p1}, Lcom/example/r13/ArchiveProvider$handlers$1;->invoke(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object p1
    return-object p1
.end method
