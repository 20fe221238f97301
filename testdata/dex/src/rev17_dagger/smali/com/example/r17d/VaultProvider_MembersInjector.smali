.class public final Lcom/example/r17d/VaultProvider_MembersInjector;
.super Ljava/lang/Object;
.source "VaultProvider_MembersInjector.java"

.method public static injectOpIds(Lcom/example/r17d/VaultProvider;Ljavax/inject/Provider;)V
    .registers 2
    .line 40
    iput-object p1, p0, Lcom/example/r17d/VaultProvider;->opIds:Ljavax/inject/Provider;
    .line 41
    return-void
.end method

.method public static injectExportIds(Lcom/example/r17d/VaultProvider;Ljava/lang/Object;)V
    .registers 2
    .line 45
    check-cast p1, Lcom/example/r17d/ExportIds;
    iput-object p1, p0, Lcom/example/r17d/VaultProvider;->exportIds:Lcom/example/r17d/ExportIds;
    .line 46
    return-void
.end method
