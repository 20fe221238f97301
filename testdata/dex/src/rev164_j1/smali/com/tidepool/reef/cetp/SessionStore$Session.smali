.class public final Lcom/tidepool/reef/cetp/SessionStore$Session;
.super Ljava/lang/Object;
.source "SessionStore.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/tidepool/reef/cetp/SessionStore;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Session"
.end annotation


# instance fields
.field public final callerPackage:Ljava/lang/String;

.field public final expiresAt:J

.field public final token:Ljava/lang/String;

.field public final uid:I


# direct methods
.method constructor <init>(Ljava/lang/String;ILjava/lang/String;J)V
    .registers 6

    .line 23
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 24
    iput-object p1, p0, Lcom/tidepool/reef/cetp/SessionStore$Session;->token:Ljava/lang/String;

    .line 25
    iput p2, p0, Lcom/tidepool/reef/cetp/SessionStore$Session;->uid:I

    .line 26
    iput-object p3, p0, Lcom/tidepool/reef/cetp/SessionStore$Session;->callerPackage:Ljava/lang/String;

    .line 27
    iput-wide p4, p0, Lcom/tidepool/reef/cetp/SessionStore$Session;->expiresAt:J

    .line 28
    return-void
.end method
