.class public abstract Lkotlin/jvm/internal/CallableReference;
.super Ljava/lang/Object;
.source "CallableReference.java"

# interfaces
.implements Lkotlin/reflect/KCallable;
.implements Ljava/io/Serializable;

# static fields
.field public static final NO_RECEIVER:Ljava/lang/Object;

# instance fields
.field protected final receiver:Ljava/lang/Object;
.field private final owner:Ljava/lang/Class;
.field private final name:Ljava/lang/String;
.field private final signature:Ljava/lang/String;
.field private final isTopLevel:Z


# direct methods
.method protected constructor <init>(Ljava/lang/Object;Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;Z)V
    .registers 7
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    iput-object v2, v1, Lkotlin/jvm/internal/CallableReference;->receiver:Ljava/lang/Object;
    iput-object v3, v1, Lkotlin/jvm/internal/CallableReference;->owner:Ljava/lang/Class;
    iput-object v4, v1, Lkotlin/jvm/internal/CallableReference;->name:Ljava/lang/String;
    iput-object v5, v1, Lkotlin/jvm/internal/CallableReference;->signature:Ljava/lang/String;
    iput-boolean v6, v1, Lkotlin/jvm/internal/CallableReference;->isTopLevel:Z
    return-void
.end method

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Ljava/lang/Object;
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    sput-object v0, Lkotlin/jvm/internal/CallableReference;->NO_RECEIVER:Ljava/lang/Object;
    return-void
.end method


# virtual methods
.method public getBoundReceiver()Ljava/lang/Object;
    .registers 2
    iget-object v0, v1, Lkotlin/jvm/internal/CallableReference;->receiver:Ljava/lang/Object;
    return-object v0
.end method

.method public getName()Ljava/lang/String;
    .registers 2
    iget-object v0, v1, Lkotlin/jvm/internal/CallableReference;->name:Ljava/lang/String;
    return-object v0
.end method

.method public getSignature()Ljava/lang/String;
    .registers 2
    iget-object v0, v1, Lkotlin/jvm/internal/CallableReference;->signature:Ljava/lang/String;
    return-object v0
.end method

