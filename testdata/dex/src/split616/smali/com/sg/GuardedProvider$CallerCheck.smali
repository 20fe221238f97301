.class interface abstract Lcom/sg/GuardedProvider$CallerCheck;
.super Ljava/lang/Object;
.source "GuardedProvider.java"


# virtual methods
.method public abstract ok(Landroid/content/pm/PackageManager;Ljava/lang/String;)Z
.end method

