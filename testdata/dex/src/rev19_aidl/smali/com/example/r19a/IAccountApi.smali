.class public interface abstract Lcom/example/r19a/IAccountApi;
.super Ljava/lang/Object;
.source "IAccountApi.java"

# interfaces
.implements Landroid/os/IInterface;

.field public static final DESCRIPTOR:Ljava/lang/String; = "com.example.r19a.IAccountApi"

.method public abstract lookup(Ljava/lang/String;)Ljava/lang/String;
.end method

.method public abstract refresh(Ljava/lang/String;)V
.end method
