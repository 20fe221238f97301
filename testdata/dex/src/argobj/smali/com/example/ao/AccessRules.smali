# Java sketch (AccessRules.java):
#   final class AccessRules {                                                  // 6
#       static void require(CetpProviderRequest request) {
#           if (!scopes(request).contains("notes.read")) {                      // 8
#               throw new SecurityException("scope notes.read required");       // 9
#           }
#       }
#       private static List<String> scopes(CetpProviderRequest request) {
#           return request.getScopes();                                         // 13
#       }
#   }
.class final Lcom/example/ao/AccessRules;
.super Ljava/lang/Object;
.source "AccessRules.java"

.method static require(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)V
    .locals 1
    .line 8
    invoke-static {p0}, Lcom/example/ao/AccessRules;->scopes(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Ljava/util/List;
    move-result-object p0
    const-string v0, "notes.read"
    invoke-interface {p0, v0}, Ljava/util/List;->contains(Ljava/lang/Object;)Z
    move-result p0
    if-eqz p0, :cond_0
    return-void
    .line 9
    :cond_0
    new-instance p0, Ljava/lang/SecurityException;
    const-string v0, "scope notes.read required"
    invoke-direct {p0, v0}, Ljava/lang/SecurityException;-><init>(Ljava/lang/String;)V
    throw p0
.end method

.method private static scopes(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Ljava/util/List;
    .locals 0
    .line 13
    invoke-virtual {p0}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getScopes()Ljava/util/List;
    move-result-object p0
    return-object p0
.end method
