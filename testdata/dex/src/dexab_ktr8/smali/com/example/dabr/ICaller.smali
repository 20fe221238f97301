.class public interface abstract Lcom/example/dabr/ICaller;
.super Ljava/lang/Object;
.source "ICaller.java"

# interfaces
.implements Landroid/os/IInterface;

.field public static final DESCRIPTOR:Ljava/lang/String; = "com.example.dabr.ICaller"

.method public abstract getPackageName()Ljava/lang/String;
.end method

.method public abstract onDone(Ljava/lang/String;)V
.end method
