.class public abstract Lcom/larderly/ListCommand;
.super Ljava/lang/Object;
.source "Commands.kt"

# static fields
.field public static final Companion:Lcom/larderly/ListCommand$Companion;
.field public static final DEFAULT_STORE:Ljava/lang/String; = "com.freshcart.android"
.field private static final EMAIL:Lkotlin/text/Regex;


# direct methods
.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/larderly/ListCommand$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/larderly/ListCommand$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/larderly/ListCommand;->Companion:Lcom/larderly/ListCommand$Companion;
    .line 42
    new-instance v0, Lkotlin/text/Regex;
    const-string v1, "[^@\\s]+@[^@\\s]+\\.[a-z]{2,}"
    invoke-direct {v0, v1}, Lkotlin/text/Regex;-><init>(Ljava/lang/String;)V
    sput-object v0, Lcom/larderly/ListCommand;->EMAIL:Lkotlin/text/Regex;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 35
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {p0}, Lcom/larderly/ListCommand;-><init>()V
    return-void
.end method

.method public static final synthetic access$getEMAIL$cp()Lkotlin/text/Regex;
    .registers 1
    .line 35
    sget-object v0, Lcom/larderly/ListCommand;->EMAIL:Lkotlin/text/Regex;
    return-object v0
.end method
