.class public abstract Lkotlin/jvm/internal/CallableReference;
.super Ljava/lang/Object;
.source "CallableReference.java"

.field protected final transient receiver:Ljava/lang/Object;

.field private final owner:Ljava/lang/Class;

.field private final name:Ljava/lang/String;

.field private final signature:Ljava/lang/String;

.field private final isTopLevel:Z

.method protected constructor <init>(Ljava/lang/Object;Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;Z)V
    .registers 6
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lkotlin/jvm/internal/CallableReference;->receiver:Ljava/lang/Object;
    iput-object p2, p0, Lkotlin/jvm/internal/CallableReference;->owner:Ljava/lang/Class;
    iput-object p3, p0, Lkotlin/jvm/internal/CallableReference;->name:Ljava/lang/String;
    iput-object p4, p0, Lkotlin/jvm/internal/CallableReference;->signature:Ljava/lang/String;
    iput-boolean p5, p0, Lkotlin/jvm/internal/CallableReference;->isTopLevel:Z
    return-void
.end method

.method public getBoundReceiver()Ljava/lang/Object;
    .registers 2
    iget-object v0, p0, Lkotlin/jvm/internal/CallableReference;->receiver:Ljava/lang/Object;
    return-object v0
.end method
