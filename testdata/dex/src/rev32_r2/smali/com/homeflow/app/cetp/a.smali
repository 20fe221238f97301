.class public final Lcom/homeflow/app/cetp/a;
.super Ljava/lang/Object;
.source "SourceFile"

# HouseholdPolicy, with its only interface AccessPolicy merged into it (vertical class
# merging); a = allows(Bundle), b = mayShareWith(String,int).

.field public static final a:Ljava/util/Set;

.field public static final b:Ljava/util/Set;

.method static constructor <clinit>()V
    .registers 2
    .line 1 # HouseholdPolicy.<clinit>:7
    const-string v0, "com.clawseed.assistant"
    const-string v1, "com.homeflow.wearable"
    invoke-static {v0, v1}, Lcom/homeflow/app/cetp/a$$ExternalSyntheticBackport0;->m(Ljava/lang/Object;Ljava/lang/Object;)Ljava/util/Set;
    move-result-object v0
    sput-object v0, Lcom/homeflow/app/cetp/a;->a:Ljava/util/Set;
    .line 2 # HouseholdPolicy.<clinit>:8
    const-string v0, "com.homeflow.tv"
    invoke-static {v0, v1}, Lcom/homeflow/app/cetp/a$$ExternalSyntheticBackport0;->m(Ljava/lang/Object;Ljava/lang/Object;)Ljava/util/Set;
    move-result-object v0
    sput-object v0, Lcom/homeflow/app/cetp/a;->b:Ljava/util/Set;
    return-void
.end method

.method public constructor <init>()V
    .registers 1
    .line 1 # HouseholdPolicy.<init>:6
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final a(Landroid/os/Bundle;)Z
    .registers 3
    .line 1 # HouseholdPolicy.allows:12
    const-string v0, "caller_package"
    invoke-virtual {p1, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    .line 2 # HouseholdPolicy.allows:13
    if-eqz p1, :cond_0
    sget-object v0, Lcom/homeflow/app/cetp/a;->a:Ljava/util/Set;
    invoke-interface {v0, p1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result p1
    if-eqz p1, :cond_0
    const/4 p1, 0x1
    return p1

    :cond_0
    const/4 p1, 0x0
    return p1
.end method

.method public final b(Ljava/lang/String;I)Z
    .registers 4
    .line 1 # HouseholdPolicy.mayShareWith:18
    if-eqz p1, :cond_0
    sget-object v0, Lcom/homeflow/app/cetp/a;->b:Ljava/util/Set;
    invoke-interface {v0, p1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result p1
    if-eqz p1, :cond_0
    const/16 p1, 0x2710
    if-le p2, p1, :cond_0
    const/4 p1, 0x1
    return p1

    :cond_0
    const/4 p1, 0x0
    return p1
.end method
