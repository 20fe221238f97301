.class public final Lcom/example/r33k1/LockCommand$ListPhoneKeys;
.super Lcom/example/r33k1/LockCommand;
.source "Commands.kt"

.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/example/r33k1/LockCommand;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "ListPhoneKeys"
.end annotation

.field public static final INSTANCE:Lcom/example/r33k1/LockCommand$ListPhoneKeys;

.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/example/r33k1/LockCommand$ListPhoneKeys;
    invoke-direct {v0}, Lcom/example/r33k1/LockCommand$ListPhoneKeys;-><init>()V
    sput-object v0, Lcom/example/r33k1/LockCommand$ListPhoneKeys;->INSTANCE:Lcom/example/r33k1/LockCommand$ListPhoneKeys;
    return-void
.end method

.method private constructor <init>()V
    .registers 2
    .line 16
    const/4 v0, 0x0
    invoke-direct {p0, v0}, Lcom/example/r33k1/LockCommand;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    return-void
.end method
