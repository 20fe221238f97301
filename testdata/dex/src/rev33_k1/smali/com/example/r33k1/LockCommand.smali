.class public abstract Lcom/example/r33k1/LockCommand;
.super Ljava/lang/Object;
.source "Commands.kt"

.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/example/r33k1/LockCommand$Companion;,
        Lcom/example/r33k1/LockCommand$DoorState;,
        Lcom/example/r33k1/LockCommand$History;,
        Lcom/example/r33k1/LockCommand$InviteGuest;,
        Lcom/example/r33k1/LockCommand$ListPhoneKeys;,
        Lcom/example/r33k1/LockCommand$Lock;,
        Lcom/example/r33k1/LockCommand$LockAll;,
        Lcom/example/r33k1/LockCommand$RegisterPhoneKey;,
        Lcom/example/r33k1/LockCommand$Rekey;,
        Lcom/example/r33k1/LockCommand$Unlock;
    }
.end annotation

.field public static final Companion:Lcom/example/r33k1/LockCommand$Companion;

.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/example/r33k1/LockCommand$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/example/r33k1/LockCommand$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/example/r33k1/LockCommand;->Companion:Lcom/example/r33k1/LockCommand$Companion;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 7
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {p0}, Lcom/example/r33k1/LockCommand;-><init>()V
    return-void
.end method

.method public static final parse(Ljava/lang/String;Lorg/json/JSONObject;)Lcom/example/r33k1/LockCommand;
    .registers 3
    sget-object v0, Lcom/example/r33k1/LockCommand;->Companion:Lcom/example/r33k1/LockCommand$Companion;
    invoke-virtual {v0, p0, p1}, Lcom/example/r33k1/LockCommand$Companion;->parse(Ljava/lang/String;Lorg/json/JSONObject;)Lcom/example/r33k1/LockCommand;
    move-result-object p0
    return-object p0
.end method
