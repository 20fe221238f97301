.class interface abstract Lcom/example/r17d/VaultComponent;
.super Ljava/lang/Object;
.source "VaultComponent.java"

.method public abstract inject(Lcom/example/r17d/VaultProvider;)V
.end method
