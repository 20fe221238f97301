.class public final Lcom/wrenfield/notes/di/Features;
.super Ljava/lang/Object;
.source "Features.java"


# static fields
.field public static final DURABLE_DEDUP:Ljava/lang/String; = "attachments_durable_dedup"


# instance fields
.field private final switches:Landroid/content/SharedPreferences;


# direct methods
.method private constructor <init>(Landroid/content/SharedPreferences;)V
    .registers 2

    .line 13
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 14
    iput-object p1, p0, Lcom/wrenfield/notes/di/Features;->switches:Landroid/content/SharedPreferences;

    .line 15
    return-void
.end method

.method public static from(Landroid/content/Context;)Lcom/wrenfield/notes/di/Features;
    .registers 5

    .line 18
    new-instance v0, Lcom/wrenfield/notes/di/Features;

    const-string v2, "features"

    const/4 v3, 0x0

    invoke-virtual {p0, v2, v3}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;

    move-result-object v1

    invoke-direct {v0, v1}, Lcom/wrenfield/notes/di/Features;-><init>(Landroid/content/SharedPreferences;)V

    return-object v0
.end method


# virtual methods
.method public on(Ljava/lang/String;)Z
    .registers 4

    .line 22
    iget-object v0, p0, Lcom/wrenfield/notes/di/Features;->switches:Landroid/content/SharedPreferences;

    const/4 v1, 0x0

    invoke-interface {v0, p1, v1}, Landroid/content/SharedPreferences;->getBoolean(Ljava/lang/String;Z)Z

    move-result v0

    return v0
.end method
