.class public final Lcom/wrenfield/notes/core/Caller;
.super Ljava/lang/Object;
.source "Caller.java"


# instance fields
.field private final packageName:Ljava/lang/String;

.field private final uid:I


# direct methods
.method private constructor <init>(ILjava/lang/String;)V
    .registers 3

    .line 10
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 11
    iput p1, p0, Lcom/wrenfield/notes/core/Caller;->uid:I

    .line 12
    iput-object p2, p0, Lcom/wrenfield/notes/core/Caller;->packageName:Ljava/lang/String;

    .line 13
    return-void
.end method

.method public static resolve(Landroid/content/pm/PackageManager;I)Lcom/wrenfield/notes/core/Caller;
    .registers 7

    .line 16
    invoke-virtual {p0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v4

    .line 17
    if-eqz v4, :cond_0

    array-length v0, v4

    const/4 v1, 0x1

    if-eq v0, v1, :cond_1

    .line 19
    :cond_0
    new-instance v0, Lcom/wrenfield/notes/core/Caller;

    const/4 v2, 0x0

    invoke-direct {v0, p1, v2}, Lcom/wrenfield/notes/core/Caller;-><init>(ILjava/lang/String;)V

    return-object v0

    .line 21
    :cond_1
    new-instance v0, Lcom/wrenfield/notes/core/Caller;

    const/4 v3, 0x0

    aget-object v2, v4, v3

    invoke-direct {v0, p1, v2}, Lcom/wrenfield/notes/core/Caller;-><init>(ILjava/lang/String;)V

    return-object v0
.end method


# virtual methods
.method public packageName()Ljava/lang/String;
    .registers 2

    .line 29
    iget-object v0, p0, Lcom/wrenfield/notes/core/Caller;->packageName:Ljava/lang/String;

    return-object v0
.end method

.method public uid()I
    .registers 2

    .line 25
    iget v0, p0, Lcom/wrenfield/notes/core/Caller;->uid:I

    return v0
.end method
