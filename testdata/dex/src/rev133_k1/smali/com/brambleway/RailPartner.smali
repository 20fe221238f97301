.class public final Lcom/brambleway/RailPartner;
.super Ljava/lang/Object;
.source "Screens.kt"

# static fields
.field public static final INSTANCE:Lcom/brambleway/RailPartner;
.field public static final LINK_ACTIVITY:Ljava/lang/String; = "eu.railpass.app.link.LinkAccountActivity"
.field public static final OPERATOR:Ljava/lang/String; = "railpass"
.field public static final PACKAGE:Ljava/lang/String; = "eu.railpass.app"


# direct methods
.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/brambleway/RailPartner;
    invoke-direct {v0}, Lcom/brambleway/RailPartner;-><init>()V
    sput-object v0, Lcom/brambleway/RailPartner;->INSTANCE:Lcom/brambleway/RailPartner;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 26
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method
