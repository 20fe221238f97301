.class public interface abstract Ldagger/MembersInjector;
.super Ljava/lang/Object;
.source "MembersInjector.java"


.method public abstract injectMembers(Ljava/lang/Object;)V
.end method

