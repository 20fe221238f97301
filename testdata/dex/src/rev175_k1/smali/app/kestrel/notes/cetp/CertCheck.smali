.class public interface abstract Lapp/kestrel/notes/cetp/CertCheck;
.super Ljava/lang/Object;
.source "Tools.kt"


# virtual methods
.method public abstract matches(Landroid/content/pm/PackageManager;Ljava/lang/String;Ljava/lang/String;)Z
.end method
