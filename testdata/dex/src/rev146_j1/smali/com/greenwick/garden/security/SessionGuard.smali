.class public interface abstract Lcom/greenwick/garden/security/SessionGuard;
.super Ljava/lang/Object;
.source "SessionGuard.java"


# static fields
.field public static final TTL_MS:J = 0x1b7740L


# virtual methods
.method public abstract admits(Landroid/os/Bundle;IJ)Z
.end method

.method public abstract open(IJ)Ljava/lang/String;
.end method
